/** Training and evaluation of the analyser's models on the labelled corpus (used by `pnpm train` and `pnpm bench:quality`). */
export type { PreparedSite } from "../features/prepared-site.js";
export { type AnalyserModels, type TrainedModel, WEIGHTS_DIR } from "./models.js";
export { type TrainingSite, trainModels } from "./train.js";

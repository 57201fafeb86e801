/** Training and evaluation of the analyser's models on the labelled corpus (used by `pnpm train` and `pnpm bench:quality`). */
export { prepareSite, type PreparedSite } from "../analysis/prepare-site.js";
export { trainModels, type TrainingSite } from "./train.js";
export { WEIGHTS_DIR, type AnalyserModels, type TrainedModel } from "./models.js";

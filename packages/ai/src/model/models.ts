import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SoftmaxModel } from "./softmax-regression.js";

/** A trained model with the decision threshold chosen on its training sites and what it was trained on. */
export interface TrainedModel extends SoftmaxModel {
  threshold: number;
  trainedOn: { sites: number; examples: number; positives: number };
}

/** The three models fitted on the labelled corpus (`pnpm train` writes them to weights/). */
export interface AnalyserModels {
  /** Page → opportunity or not. */
  page: TrainedModel;
  /** Opportunity page → open, closed, upcoming or unknown. */
  status: TrainedModel;
  /** (opportunity, page) → the page belongs to the opportunity or not. */
  related: TrainedModel;
}

export const WEIGHTS_DIR = join(import.meta.dirname, "weights");
const NAMES = ["page", "status", "related"] as const;

let committed: AnalyserModels | null | undefined;

/** The committed models, or null before the first `pnpm train`. */
function committedModels(): AnalyserModels | null {
  if (committed !== undefined) return committed;
  const files = NAMES.map((n) => join(WEIGHTS_DIR, `${n}.json`));
  committed = files.every(existsSync)
    ? (Object.fromEntries(NAMES.map((n, i) => [n, JSON.parse(readFileSync(files[i]!, "utf8"))])) as unknown as AnalyserModels)
    : null;
  return committed;
}

/** The committed models; the analyser cannot run without them. */
export function requireCommittedModels(): AnalyserModels {
  const models = committedModels();
  if (!models) throw new Error(`The analyser's trained models are missing from ${WEIGHTS_DIR}: run \`pnpm train\`.`);
  return models;
}

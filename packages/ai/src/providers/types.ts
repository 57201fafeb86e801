import type { EmbeddingModelChoice } from "../embedding/models.js";
import type { FeatureContext } from "../features/page-features.js";
import type { ExtractionContext } from "../pipeline/local-record.js";
import type { GrantRecord, PageInput } from "../record.js";

export interface AnalysisProvider {
  readonly name: "local" | "openai";
  /** A grant record for the page; null when the provider finds no grant content in it. */
  extract(page: PageInput, site: ExtractionContext): Promise<GrantRecord | null>;
  /**
   * Work on a likely programme ahead of `extract`, as the crawl delivers it, under the site's
   * identity known so far (issue #14); a provider without such work leaves it out.
   */
  prepare?(page: PageInput, site: FeatureContext): void;
  embed(texts: string[], model?: EmbeddingModelChoice): Promise<number[][]>;
  usage(): { promptTokens: number; completionTokens: number };
  /** Pages whose model answer was unusable and were extracted by the local rules instead. */
  fallbacks?(): Array<{ url: string; reason: string }>;
}

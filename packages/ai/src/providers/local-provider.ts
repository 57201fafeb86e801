import { localEmbedding } from "../embedding/local-embedding.js";
import { type EmbeddingModelChoice, embeddingDimensions } from "../embedding/models.js";
import { type FeatureContext, type PageFeatures, pageFeatures } from "../features/page-features.js";
import { relevanceScore } from "../features/relevance.js";
import { type ExtractionContext, type ExtractionScope, localRecord } from "../pipeline/local-record.js";
import type { GrantRecord, PageInput } from "../record.js";
import { EMBEDDING_TOKEN_LIMIT, truncateToTokens } from "../text/tokens.js";
import { yieldToEventLoop } from "../text/yield.js";
import type { AnalysisProvider } from "./types.js";

/** The deterministic rules of this package: no network, same answer every run. */
export function localExtract(page: PageInput, site: ExtractionContext, scope?: ExtractionScope): GrantRecord | null {
  if (!page.text.trim()) return null;
  const f = featuresOf(page, site);
  return localRecord(f, site, relevanceScore(f, site.inboundAnchors[f.key] ?? []), scope);
}

/**
 * A page's features under a site identity, kept with the page: the analysis thread computes those
 * of likely programmes while the crawl runs, so extracting them at its end finds them ready (with
 * the page's structure, they were half of the extraction's time). Another identity computes them again.
 */
const computed = new WeakMap<PageInput, { identity: string; features: PageFeatures }>();
function featuresOf(page: PageInput, site: FeatureContext): PageFeatures {
  const identity = JSON.stringify([site.today, site.funder, site.dayFirst, site.sharedNames]);
  const known = computed.get(page);
  if (known?.identity === identity) return known.features;
  const features = pageFeatures(page, site);
  computed.set(page, { identity, features });
  return features;
}

/**
 * The default provider. Its embeddings are local hashed vectors (see localEmbedding) standing
 * in for both OpenAI models: "legacy" gives 1536 dimensions like text-embedding-ada-002, "new"
 * 384 like text-embedding-3-small's default here. They are comparable with each other only
 * within one dimension size, like the real models.
 */
export function createLocalProvider(): AnalysisProvider {
  return {
    name: "local",
    extract: async (page, site) => {
      await yieldToEventLoop(); // one page at a time: the server keeps answering during a site's extraction
      return localExtract(page, site);
    },
    prepare: (page, site) => void featuresOf(page, site),
    embed: async (texts, model?: EmbeddingModelChoice) => {
      const dims = embeddingDimensions(model);
      return texts.map((t) => localEmbedding(truncateToTokens(t, EMBEDDING_TOKEN_LIMIT), dims));
    },
    usage: () => ({ promptTokens: 0, completionTokens: 0 }),
  };
}

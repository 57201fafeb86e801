import { localEmbedding } from "../embedding/local-embedding.js";
import { countTokens, EMBEDDING_TOKEN_LIMIT, truncateToTokens } from "../text/tokens.js";
import { check, report, type SelfTestReport } from "./report.js";

export type { SelfTestReport } from "./report.js";

/** The parts under test; a test may swap one for a broken version to see the suite fail. */
export interface EmbeddingTestDeps {
  countTokens?: (text: string) => number;
  truncateToTokens?: (text: string, max: number) => string;
  embed?: (text: string, dims: 384 | 1536) => number[];
  limit?: number;
}

const SMALL = "Community Arts Grant: awards up to $25,000 for nonprofit arts organisations. Deadline March 3, 2027.";
// ~2.5 tokens per repetition unit × 6,000 → far above the 8,191-token limit.
const LARGE = Array.from({ length: 6000 }, (_, i) => `grant ${i} eligibility`).join(" ");

/** Token counting with the real tokenizer, truncation at EMBEDDING_TOKEN_LIMIT, and embedding sizes. */
export function runEmbeddingTokenLimitTests(deps: EmbeddingTestDeps = {}): SelfTestReport {
  const count = deps.countTokens ?? countTokens;
  const truncate = deps.truncateToTokens ?? truncateToTokens;
  const embed = deps.embed ?? localEmbedding;
  const limit = deps.limit ?? EMBEDDING_TOKEN_LIMIT;
  const dimsOk = (v: number[], d: number) => v.length === d && v.every(Number.isFinite);
  return report([
    check("smallContent", "Small content is counted, stays under the limit and embeds at 384 and 1536 dimensions", () => {
      const tokens = count(SMALL);
      const passed = tokens > 0 && tokens <= limit && dimsOk(embed(SMALL, 384), 384) && dimsOk(embed(SMALL, 1536), 1536) && truncate(SMALL, limit) === SMALL;
      return { passed, details: `${tokens} tokens; limit ${limit}` };
    }),
    check("largeContent", "Content over the limit is truncated to fit and still embeds at the right dimension", () => {
      const tokens = count(LARGE);
      const cut = truncate(LARGE, limit);
      const after = count(cut);
      const passed = tokens > limit && after <= limit && dimsOk(embed(cut, 384), 384) && dimsOk(embed(cut, 1536), 1536);
      return { passed, details: `${tokens} tokens before, ${after} after truncation (limit ${limit})` };
    }),
    check("truncation", "Truncation keeps the start of the text and lands within a few tokens of the limit", () => {
      const cut = truncate(LARGE, limit);
      const after = count(cut);
      const passed = LARGE.startsWith(cut) && after <= limit && after >= limit - 5;
      return { passed, details: `${after} tokens kept of ${count(LARGE)}; prefix preserved: ${LARGE.startsWith(cut)}` };
    }),
  ]);
}

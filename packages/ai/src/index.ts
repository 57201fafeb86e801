export { type AnalyseSiteOptions, analysePrepared, analyseSite, type SiteAnalysis } from "./analysis/analyse-site.js";
export { grantLinkPriority } from "./analysis/link-priority.js";
export { isCandidate } from "./analysis/opportunity-detection.js";
export { SitePreparation } from "./analysis/prepare-site.js";
export { clusterRelatedDocuments } from "./analysis/related-documents.js";
export { classifyRelationship } from "./analysis/relationship.js";
export { RELEVANCE_THRESHOLD } from "./analysis/relevance.js";
export { OPPORTUNITY_PROTOTYPE, semanticScores } from "./analysis/semantic-scores.js";
export { buildSiteContext, type SiteContext } from "./analysis/site-context.js";
export { canonicalUrl } from "./analysis/url.js";
export { siblingPattern, urlCluster } from "./analysis/url-cluster.js";
export { cosine, localEmbedding } from "./embedding/local-embedding.js";
export { EMBEDDING_MODELS, type EmbeddingModelChoice } from "./embedding/models.js";
export { type EnrichOptions, enrichOpportunity } from "./enrich/enrich-opportunity.js";
export { findMoney, findRanges, type MoneyMention, type MoneyRange } from "./extract/money.js";
export { classifyStatus, type StatusValue } from "./extract/status-classification.js";
export { markedPatterns, movedByMarks } from "./model/apply.js";
export { DEFAULT_MODEL } from "./providers/default-model.js";
export { createLocalProvider, localExtract } from "./providers/local-provider.js";
// The OpenAI-compatible provider is an entry of its own, `@grantscout/ai/openai`: it loads the OpenAI
// SDKs, which a local analysis never needs (40% of this package's load time in a new analysis thread).
export { buildUserPrompt, DEFAULT_SYSTEM_PROMPT, PAGE_TOKEN_BUDGET } from "./providers/prompt.js";
export type { AnalysisProvider } from "./providers/types.js";
export { type Counts, type QualityScores, rankedRecall, type SiteLabels, scoreSite, summarise } from "./quality/score.js";
export * from "./record.js";
export { runEmbeddingTokenLimitTests, type SelfTestReport } from "./self-tests/embedding-token-limit.js";
export { runRelatedDocumentTests } from "./self-tests/related-documents.js";
export { countTokens, EMBEDDING_TOKEN_LIMIT, truncateToTokens } from "./text/tokens.js";
export { yieldToEventLoop } from "./text/yield.js";

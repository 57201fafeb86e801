export { cosine, localEmbedding } from "./embedding/local-embedding.js";
export { EMBEDDING_MODELS, type EmbeddingModelChoice } from "./embedding/models.js";
export { type EnrichOptions, enrichOpportunity } from "./enrich/enrich-opportunity.js";
export { findMoney, findRanges, type MoneyMention, type MoneyRange } from "./extract/money.js";
export { classifyStatus, type StatusValue } from "./extract/status-classification.js";
export { grantLinkPriority } from "./features/link-priority.js";
export { isCandidate } from "./features/opportunity-detection.js";
export { clusterRelatedDocuments } from "./features/related-documents.js";
export { classifyRelationship } from "./features/relationship.js";
export { RELEVANCE_THRESHOLD } from "./features/relevance.js";
export { OPPORTUNITY_PROTOTYPE, semanticScores } from "./features/semantic-scores.js";
export { buildSiteContext, type SiteContext } from "./features/site-context.js";
export { canonicalUrl } from "./features/url.js";
export { siblingPattern, urlCluster } from "./features/url-cluster.js";
export { markedPatterns, movedByMarks } from "./model/apply.js";
export { type AnalyseSiteOptions, analysePrepared, analyseSite, type SiteAnalysis } from "./pipeline/analyse-site.js";
export { prepareSite, SitePreparation } from "./pipeline/prepare-site.js";
export { DEFAULT_MODEL } from "./providers/default-model.js";
export { createLocalProvider, localExtract } from "./providers/local-provider.js";
// The OpenAI-compatible provider is an entry of its own, `@grantscout/ai/openai`: it loads the OpenAI
// SDKs, which a local analysis never needs (40% of this package's load time in a new analysis thread).
export { buildUserPrompt, DEFAULT_SYSTEM_PROMPT, PAGE_TOKEN_BUDGET } from "./providers/prompt.js";
export type { AnalysisProvider } from "./providers/types.js";
export { type Counts, firstMarkablePage, type QualityScores, rankedRecall, type SiteLabels, scoreSite, summarise } from "./quality/score.js";
export * from "./record.js";
export { runEmbeddingTokenLimitTests, type SelfTestReport } from "./self-tests/embedding-token-limit.js";
export { runRelatedDocumentTests } from "./self-tests/related-documents.js";
export { countTokens, EMBEDDING_TOKEN_LIMIT, truncateToTokens } from "./text/tokens.js";
export { yieldToEventLoop } from "./text/yield.js";

import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root.js";

export { encodedOnce } from "./adapters/encoded-once.js";
export { createFirstPages, type FirstPages } from "./adapters/first-pages.js";
export { createLogNotifier, type LogNotifier } from "./adapters/log-notifier.js";
export { runCrawlJob, STALE_SECONDS } from "./jobs/crawl-runner.js";
export { type AppCaller, type AppRouter, appRouter, createCaller } from "./root.js";
export { type AnalysisPool, createAnalysisPool, type ProviderSpec } from "./threads/analysis-pool.js";
export { type Context, createCallerFactory, createContext, describeZodError } from "./trpc.js";
export type { AppConfig, AppServices } from "./use-cases/app-services.js";
export { ensureProgrammes, resumeFitRecompute } from "./use-cases/programme-service.js";
export { deliverSearchWebhook } from "./use-cases/saved-search-service.js";
export { withEmbeddingRollout } from "./use-cases/transition-service.js";
export { deliverWebhook, runDueWatches } from "./use-cases/watch-service.js";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

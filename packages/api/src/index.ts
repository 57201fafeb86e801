import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root.js";

export { type AppCaller, type AppRouter, appRouter, createCaller } from "./root.js";
export type { AppConfig, AppServices } from "./services/app-services.js";
export { runCrawlJob, STALE_SECONDS } from "./services/crawl-runner.js";
export { createLogNotifier, type LogNotifier } from "./services/log-notifier.js";
export { withEmbeddingRollout } from "./services/transition-service.js";
export { deliverWebhook, runDueWatches } from "./services/watch-service.js";
export { type AnalysisPool, createAnalysisPool, type ProviderSpec } from "./threads/analysis-pool.js";
export { type Context, createCallerFactory, createContext, describeZodError } from "./trpc.js";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

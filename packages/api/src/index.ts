import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root.js";

export { appRouter, createCaller, type AppCaller, type AppRouter } from "./root.js";
export { createContext, createCallerFactory, describeZodError, type Context } from "./trpc.js";
export type { AppServices, AppConfig } from "./services/app-services.js";
export { createLogNotifier, type LogNotifier } from "./services/log-notifier.js";
export { runCrawlJob, STALE_SECONDS } from "./services/crawl-runner.js";
export { withEmbeddingRollout } from "./services/transition-service.js";
export { createAnalysisPool, type AnalysisPool, type ProviderSpec } from "./threads/analysis-pool.js";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

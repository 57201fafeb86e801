import { crawlRouter } from "./router/crawl.js";
import { healthRouter } from "./router/health.js";
import { opportunitiesRouter, profileRouter, searchesRouter } from "./router/opportunities.js";
import { opportunityRouter } from "./router/opportunity.js";
import { selfTestRouter } from "./router/self-test.js";
import { sitesRouter } from "./router/sites.js";
import { transitionRouter } from "./router/transition.js";
import { createCallerFactory, router } from "./trpc.js";

export const appRouter = router({
  crawl: crawlRouter,
  opportunity: opportunityRouter,
  transition: transitionRouter,
  selfTest: selfTestRouter,
  health: healthRouter,
  sites: sitesRouter,
  opportunities: opportunitiesRouter,
  profile: profileRouter,
  searches: searchesRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in-process (the REST adapter, tests): the same code path as /trpc. */
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;

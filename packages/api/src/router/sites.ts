import { importSitesSchema, jobIdInput, siteChangesSchema, siteIdInput, siteUpdateSchema, watchSiteSchema } from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import {
  allDeadlineFeed,
  changeSite,
  getSite,
  importSites,
  jobChanges,
  listSites,
  markSiteVisited,
  removeSite,
  runSiteNow,
  siteChanges,
  siteChangesFeed,
  siteDeadlineFeed,
  upcomingDeadlines,
  watchSite,
} from "../use-cases/watch-service.js";

/** Watched funder sites (issue #16): crawled again on a schedule, compared crawl by crawl. */
export const sitesRouter = router({
  watch: publicProcedure.input(watchSiteSchema).mutation(({ ctx, input }) => watchSite(ctx.services, input)),
  list: publicProcedure.query(({ ctx }) => listSites(ctx.services)),
  import: publicProcedure.input(importSitesSchema).mutation(({ ctx, input }) => importSites(ctx.services, input)),
  get: publicProcedure.input(siteIdInput).query(({ ctx, input }) => getSite(ctx.services, input.siteId)),
  update: publicProcedure.input(siteUpdateSchema).mutation(({ ctx, input }) => changeSite(ctx.services, input)),
  remove: publicProcedure.input(siteIdInput).mutation(({ ctx, input }) => removeSite(ctx.services, input.siteId)),
  visited: publicProcedure.input(siteIdInput).mutation(({ ctx, input }) => markSiteVisited(ctx.services, input.siteId)),
  run: publicProcedure.input(siteIdInput).mutation(({ ctx, input }) => runSiteNow(ctx.services, input.siteId)),
  changes: publicProcedure.input(siteChangesSchema).query(({ ctx, input }) => siteChanges(ctx.services, input)),
  /** The change set of one crawl of a watched site (the results page's "Changes since"). */
  jobChanges: publicProcedure.input(jobIdInput).query(({ ctx, input }) => jobChanges(ctx.services, input.jobId)),
  deadlines: publicProcedure.query(({ ctx }) => upcomingDeadlines(ctx.services)),
  calendar: publicProcedure.input(siteIdInput).query(({ ctx, input }) => siteDeadlineFeed(ctx.services, input.siteId)),
  allCalendars: publicProcedure.query(({ ctx }) => allDeadlineFeed(ctx.services)),
  atom: publicProcedure.input(siteIdInput).query(({ ctx, input }) => siteChangesFeed(ctx.services, input.siteId)),
});

import { opportunitySearchSchema, profileSchema, savedSearchCreateSchema, savedSearchUpdateSchema, searchIdInput } from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import { opportunitySites, searchOpportunities } from "../use-cases/opportunities-service.js";
import { getProfileView, saveProfile } from "../use-cases/profile-service.js";
import {
  changeSearch,
  createSearch,
  getSearch,
  listSearches,
  markSearchSeen,
  removeSearch,
  searchCalendar,
  searchFeed,
} from "../use-cases/saved-search-service.js";

/** Every programme across crawls (issue #42), ranked by fit for the organisation profile. */
export const opportunitiesRouter = router({
  list: publicProcedure.input(opportunitySearchSchema).query(({ ctx, input }) => searchOpportunities(ctx.services, input)),
  /** The sites that have programmes: the site filter's choices. */
  sites: publicProcedure.query(({ ctx }) => opportunitySites(ctx.services)),
});

export const profileRouter = router({
  get: publicProcedure.query(({ ctx }) => getProfileView(ctx.services)),
  put: publicProcedure.input(profileSchema).mutation(({ ctx, input }) => saveProfile(ctx.services, input)),
});

/** Saved searches that alert: Atom feed, calendar, webhook and a "new since you last looked" count. */
export const searchesRouter = router({
  list: publicProcedure.query(({ ctx }) => listSearches(ctx.services)),
  create: publicProcedure.input(savedSearchCreateSchema).mutation(({ ctx, input }) => createSearch(ctx.services, input)),
  get: publicProcedure.input(searchIdInput).query(({ ctx, input }) => getSearch(ctx.services, input.id)),
  update: publicProcedure.input(savedSearchUpdateSchema).mutation(({ ctx, input }) => changeSearch(ctx.services, input)),
  remove: publicProcedure.input(searchIdInput).mutation(({ ctx, input }) => removeSearch(ctx.services, input.id)),
  seen: publicProcedure.input(searchIdInput).mutation(({ ctx, input }) => markSearchSeen(ctx.services, input.id)),
  feed: publicProcedure.input(searchIdInput).query(({ ctx, input }) => searchFeed(ctx.services, input.id)),
  calendar: publicProcedure.input(searchIdInput).query(({ ctx, input }) => searchCalendar(ctx.services, input.id)),
});

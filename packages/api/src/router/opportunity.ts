import { enrichRequestSchema, opportunityQuerySchema } from "../domain/index.js";
import { enrich, getOpportunity } from "../services/opportunity-service.js";
import { publicProcedure, router } from "../trpc.js";

export const opportunityRouter = router({
  get: publicProcedure.input(opportunityQuerySchema).query(({ ctx, input }) => getOpportunity(ctx.services, input.url)),
  enrich: publicProcedure.input(enrichRequestSchema).mutation(({ ctx, input }) => enrich(ctx.services, input)),
});

import { enrichRequestSchema, opportunityQuerySchema } from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import { enrich, getOpportunity } from "../use-cases/opportunity-service.js";

export const opportunityRouter = router({
  get: publicProcedure.input(opportunityQuerySchema).query(({ ctx, input }) => getOpportunity(ctx.services, input.url)),
  enrich: publicProcedure.input(enrichRequestSchema).mutation(({ ctx, input }) => enrich(ctx.services, input)),
});

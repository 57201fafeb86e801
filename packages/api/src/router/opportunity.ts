import { enrichRequestSchema, keepAnalysisSchema, opportunityQuerySchema } from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import { keepAnalysis } from "../use-cases/keep-analysis.js";
import { enrich, getOpportunity } from "../use-cases/opportunity-service.js";

export const opportunityRouter = router({
  get: publicProcedure.input(opportunityQuerySchema).query(({ ctx, input }) => getOpportunity(ctx.services, input.url)),
  enrich: publicProcedure.input(enrichRequestSchema).mutation(({ ctx, input }) => enrich(ctx.services, input)),
  /** "Keep in the results": the stored analysis becomes the crawl's record of the opportunity. */
  keepAnalysis: publicProcedure.input(keepAnalysisSchema).mutation(({ ctx, input }) => keepAnalysis(ctx.services, input)),
});

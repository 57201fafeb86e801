import { analysisRunSchema, enrichRequestSchema, keepAnalysisSchema, opportunityQuerySchema } from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import { followRun } from "../use-cases/analysis-progress.js";
import { keepAnalysis } from "../use-cases/keep-analysis.js";
import { enrich, getOpportunity } from "../use-cases/opportunity-service.js";

export const opportunityRouter = router({
  get: publicProcedure.input(opportunityQuerySchema).query(({ ctx, input }) => getOpportunity(ctx.services, input.url)),
  /** With a runId (the web app's), the analysis reports its steps to `enrichSteps` as they finish. */
  enrich: publicProcedure
    .input(enrichRequestSchema.extend(analysisRunSchema.partial().shape))
    .mutation(({ ctx, input: { runId, ...request } }) => enrich(ctx.services, request, runId)),
  enrichSteps: publicProcedure.input(analysisRunSchema).subscription(({ input, signal }) => followRun(input.runId, signal)),
  /** "Keep in the results": the stored analysis becomes the crawl's record of the opportunity. */
  keepAnalysis: publicProcedure.input(keepAnalysisSchema).mutation(({ ctx, input }) => keepAnalysis(ctx.services, input)),
});

import { z } from "zod";
import {
  correctionNoteSchema,
  correctionSchema,
  correctionsQuerySchema,
  crawlStartSchema,
  dismissalSchema,
  jobIdInput,
  markSchema,
  undoCorrectionSchema,
} from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import { addCorrectionNote, correctGrantStatus, correctionExamples, dismissGrant, undoGrantCorrection } from "../use-cases/correction-service.js";
import { crawlDeeper, crawlStatus, followLog, listCrawlJobs, startCrawl, stopCrawl } from "../use-cases/crawl-service.js";
import { enrichExport } from "../use-cases/export-service.js";
import { listPossibleProgrammes, markPage } from "../use-cases/mark-service.js";
import { crawlResults } from "../use-cases/results.js";

export const crawlRouter = router({
  jobs: publicProcedure.query(({ ctx }) => listCrawlJobs(ctx.services)),
  start: publicProcedure.input(crawlStartSchema).mutation(({ ctx, input }) => startCrawl(ctx.services, input)),
  status: publicProcedure.input(jobIdInput).query(({ ctx, input }) => crawlStatus(ctx.services, input.jobId)),
  deeper: publicProcedure.input(jobIdInput).mutation(({ ctx, input }) => crawlDeeper(ctx.services, input.jobId)),
  stop: publicProcedure.input(jobIdInput).mutation(({ ctx, input }) => stopCrawl(ctx.services, input.jobId)),
  results: publicProcedure.input(jobIdInput).query(({ ctx, input }) => crawlResults(ctx.services, input.jobId)),
  log: publicProcedure
    .input(jobIdInput.extend({ lastEventId: z.coerce.number().int().nonnegative().nullish() }))
    .subscription(({ ctx, input, signal }) => followLog(ctx.services, input.jobId, input.lastEventId ?? 0, signal)),
  correction: publicProcedure.input(correctionSchema).mutation(({ ctx, input }) => correctGrantStatus(ctx.services, input)),
  undoCorrection: publicProcedure.input(undoCorrectionSchema).mutation(({ ctx, input }) => undoGrantCorrection(ctx.services, input)),
  correctionNote: publicProcedure.input(correctionNoteSchema).mutation(({ ctx, input }) => addCorrectionNote(ctx.services, input)),
  dismissal: publicProcedure.input(dismissalSchema).mutation(({ ctx, input }) => dismissGrant(ctx.services, input)),
  mark: publicProcedure.input(markSchema).mutation(({ ctx, input }) => markPage(ctx.services, input)),
  possibleProgrammes: publicProcedure.input(jobIdInput).query(({ ctx, input }) => listPossibleProgrammes(ctx.services, input.jobId)),
  corrections: publicProcedure.input(correctionsQuerySchema).query(({ ctx, input }) => correctionExamples(ctx.services, input.site)),
  enrichExport: publicProcedure.input(jobIdInput).mutation(({ ctx, input }) => enrichExport(ctx.services, input.jobId)),
});

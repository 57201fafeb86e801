import { runEmbeddingTokenLimitTests, runRelatedDocumentTests } from "@grantscout/ai";
import { publicProcedure, router } from "../trpc.js";

/** The Test Suite page's checks: they run against the live tokenizer, embedding and clustering code. */
export const selfTestRouter = router({
  embeddingTokenLimits: publicProcedure.mutation(() => runEmbeddingTokenLimitTests()),
  relatedDocuments: publicProcedure.mutation(() => runRelatedDocumentTests()),
});

import { transitionControlSchema } from "../domain/index.js";
import { controlTransition, transitionStatus } from "../services/transition-service.js";
import { publicProcedure, router } from "../trpc.js";

export const transitionRouter = router({
  status: publicProcedure.query(({ ctx }) => transitionStatus(ctx.services)),
  control: publicProcedure.input(transitionControlSchema).mutation(({ ctx, input }) => controlTransition(ctx.services, input)),
});

import { transitionControlSchema } from "../spec/index.js";
import { publicProcedure, router } from "../trpc.js";
import { controlTransition, transitionStatus } from "../use-cases/transition-service.js";

export const transitionRouter = router({
  status: publicProcedure.query(({ ctx }) => transitionStatus(ctx.services)),
  control: publicProcedure.input(transitionControlSchema).mutation(({ ctx, input }) => controlTransition(ctx.services, input)),
});

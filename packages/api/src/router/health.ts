import { isDatabaseReachable } from "@grantscout/db";
import { publicProcedure, router } from "../trpc.js";

export const healthRouter = router({
  check: publicProcedure.query(async ({ ctx }) => {
    const { db, queue, provider, config } = ctx.services;
    const dbOk = await isDatabaseReachable(db);
    return {
      ok: dbOk && queue !== null,
      db: dbOk ? config.databaseMode : "unreachable",
      queue: queue ? "running" : "stopped",
      ai: provider.name,
    };
  }),
});

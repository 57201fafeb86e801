import { z } from "zod";

export const transitionControlSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("enable"), value: z.unknown().optional() }),
    z.object({ action: z.literal("disable"), value: z.unknown().optional() }),
    z.object({ action: z.literal("check-health"), value: z.unknown().optional() }),
    z.object({
      action: z.literal("rollout"),
      value: z.coerce
        .number({ error: "value must be a percentage" })
        .int()
        .min(0, "value must be between 0 and 100")
        .max(100, "value must be between 0 and 100")
        .refine((v) => v % 5 === 0, "value must be a multiple of 5"),
    }),
  ],
  { error: "action must be one of enable, disable, rollout, check-health" },
);
export type TransitionControl = z.infer<typeof transitionControlSchema>;

const modelSchema = z.object({
  name: z.string(),
  healthy: z.boolean(),
  warnings: z.array(z.string()),
  metrics: z.object({ successRate: z.number(), qualityRate: z.number(), avgGenerationTime: z.number(), sampleSize: z.number() }),
  dimensions: z.array(z.number()),
  provider: z.string(),
});

export const transitionStatusSchema = z.object({
  state: z.object({
    useNewModel: z.boolean(),
    rolloutPercentage: z.number(),
    autoRollback: z.boolean(),
    history: z.array(z.object({ action: z.string(), timestamp: z.string(), reason: z.string().nullable() })),
  }),
  models: z.object({ legacy: modelSchema, new: modelSchema }),
});
export type TransitionStatus = z.infer<typeof transitionStatusSchema>;

export const testResultSchema = z.object({ name: z.string(), description: z.string(), passed: z.boolean(), details: z.string() });
export const testRunSchema = z.object({ success: z.boolean(), tests: z.array(testResultSchema), message: z.string().optional() });
export type TestRun = z.infer<typeof testRunSchema>;

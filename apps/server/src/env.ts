import { resolve } from "node:path";
import { DEFAULT_MODEL } from "@grantscout/ai/default-model";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""], { error: "must be 1 or 0" })
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  API_TOKEN: z.string().min(12, "must be at least 12 characters when set").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, "../../../.data")),
  CRAWL_ALLOW_PRIVATE_NETWORKS: flag,
  CRAWL_MAX_PAGES: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(100_000).default(500),
  OPENAI_API_KEY: z.string().min(1, "must not be empty when set").optional(),
  OPENAI_BASE_URL: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
  AI_MODEL: z.string().min(1).default(DEFAULT_MODEL),
  ANALYSIS_THREADS: z.coerce.number({ error: "must be a whole number" }).int().min(0).max(8).default(1),
  WORKER_CONCURRENCY: z.coerce.number({ error: "must be a whole number" }).int().min(0).max(16).default(2),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, "../../web/dist")),
});

export type Env = z.infer<typeof schema>;

/** Reads and validates the environment once; a bad value stops start-up with the variable's name. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(blankAsUnset);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
  throw new Error(`Invalid configuration:\n${problems}`);
}

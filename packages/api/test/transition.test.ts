import { type AnalysisProvider, createLocalProvider } from "@grantscout/ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../src/root.js";
import { createContext } from "../src/trpc.js";
import { startTestServices } from "./test-services.js";

/** The local provider, except that the new embedding model fails: a broken rollout. */
function brokenNewModel(): AnalysisProvider {
  const base = createLocalProvider();
  return {
    name: base.name,
    extract: (page, site) => base.extract(page, site),
    usage: () => base.usage(),
    embed: async (texts, model) => {
      if (model !== "legacy") throw new Error("new model unavailable");
      return base.embed(texts, model);
    },
  };
}

let env: Awaited<ReturnType<typeof startTestServices>>;
const caller = () => createCaller(createContext(env.services));
beforeAll(async () => {
  env = await startTestServices({ provider: brokenNewModel(), queue: false });
});
afterAll(() => env.stop());

describe("embedding model transition", () => {
  it("routes the rollout share of embedding requests to the new model and records each call", async () => {
    await caller().transition.control({ action: "enable" });
    await caller().transition.control({ action: "rollout", value: 100 });
    await expect(env.services.provider.embed(["a grant"])).rejects.toThrow(/new model unavailable/);
    await caller().transition.control({ action: "rollout", value: 0 });
    expect(await env.services.provider.embed(["a grant"])).toHaveLength(1);
    const status = await caller().transition.status();
    expect(status.models.new.metrics).toMatchObject({ sampleSize: 1, successRate: 0 });
    expect(status.models.legacy.metrics).toMatchObject({ sampleSize: 1, successRate: 1 });
  });

  it("rolls back to the legacy model when a health check finds the new one unhealthy", async () => {
    await caller().transition.control({ action: "enable" });
    for (let i = 0; i < 3; i++) await caller().transition.control({ action: "check-health" });
    const status = await caller().transition.status();
    expect(status.state.useNewModel).toBe(false);
    expect(status.models.new.healthy).toBe(false);
    const rollback = status.state.history.find((h) => h.action === "auto-rollback");
    expect(rollback?.reason).toMatch(/New model unhealthy/);
    expect(status.state.history[0]).toMatchObject({ action: "check-health", reason: "Health check failed" });
  });

  it("keeps its state in the database", async () => {
    await caller().transition.control({ action: "rollout", value: 35 });
    const row = await env.services.db.selectFrom("embedding_transition").selectAll().executeTakeFirstOrThrow();
    expect(row.rollout_percentage).toBe(35);
  });
});

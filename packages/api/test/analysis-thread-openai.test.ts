import { type OpenAIProtocolServer, pageInput, startOpenAIProtocolServer } from "@grantscout/ai/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalysisPool, createAnalysisPool } from "../src/threads/analysis-pool.js";
import { modelAnswer } from "./model-answer.js";

const page = pageInput({
  url: "https://funder.example/grants/rural-libraries",
  title: "Rural Library Innovation Grant",
  text: "Rural Library Innovation Grant. Public libraries in towns under 10,000 people. Deadline April 30, 2027. Up to $40,000.",
});

describe("an analysis thread with a language model configured", () => {
  let ai: OpenAIProtocolServer;
  let pool: AnalysisPool;
  beforeAll(async () => {
    ai = await startOpenAIProtocolServer(() => modelAnswer);
    // The thread loads the OpenAI provider only when it is asked for one; no database is read to enrich.
    pool = createAnalysisPool({ kind: "openai", apiKey: "test", baseURL: ai.baseURL, model: "test-model" }, 1, 1, "postgres://unused");
  });
  afterAll(async () => {
    await pool?.close();
    await ai?.close();
  });

  // The thread's first task waits for it to start and load its models: 4–5 s on a 2-core machine.
  it("enriches an opportunity with the model's answer", { timeout: 30_000 }, async () => {
    const options = { enrichFunding: true, enrichDates: true, enrichEligibility: true, analyzeSupportingDocuments: false, includeContactDetails: false };
    const [record] = await pool.enrich([{ page, supporting: [], existing: {} }], options, new Date("2026-11-28"));
    expect(record?.summary).toBe(modelAnswer.summary);
    expect(ai.requests.filter((r) => r.path.endsWith("/chat/completions")).length).toBeGreaterThan(0);
  });
});

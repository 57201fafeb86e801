import { expect, it } from "vitest";
import { type AnalysisStep, DEFAULT_ANALYSIS_STEPS } from "../src/spec/index.js";
import { withServedSite } from "./test-services.js";

/** The supporting documents answer late, as a slow funder site would: the first step must not wait for them. */
const SLOW_MS = 800;
const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});
const site = {
  "/grants/rural-libraries": page(
    "Rural Library Innovation Grant",
    "<p>The Rural Library Innovation Grant funds public libraries. Applications are open; the deadline is April 30, 2027.</p>" +
      "<p>Awards of up to $40,000.</p><p>Eligibility: public libraries located in Oregon or Washington may apply.</p>",
    ["/grants/rural-libraries/guidelines", "/grants/rural-libraries/faq"],
  ),
  "/grants/rural-libraries/guidelines": {
    ...page("Rural Library Innovation Grant application guidelines", "<p>How to apply: submit a budget.</p>"),
    delayMs: SLOW_MS,
  },
  "/grants/rural-libraries/faq": { ...page("Rural Library Innovation Grant FAQ", "<p>Questions about eligibility.</p>"), delayMs: SLOW_MS },
};
const t = withServedSite(site, { today: new Date("2026-11-22T12:00:00Z") });
const { caller } = t;
const grantUrl = () => `${t.fixture.origin}/grants/rural-libraries`;
let runs = 0;
const newRunId = () => `test-run-${++runs}-${Date.now()}`;

/** Every step of run `runId` with the time it arrived, until the subscription ends. */
async function collect(runId: string): Promise<Array<AnalysisStep & { at: number }>> {
  const steps: Array<AnalysisStep & { at: number }> = [];
  for await (const step of await caller().opportunity.enrichSteps({ runId })) steps.push({ ...step, at: performance.now() });
  return steps;
}

const withoutTimes = ({ enrichedAt: _, saved: __, ...rest }: Record<string, unknown>) => rest;

it("reports the overlay's seven steps in order, each as its part finishes, and the result is the same as without", async () => {
  const runId = newRunId();
  const following = collect(runId);
  const started = performance.now();
  const result = await caller().opportunity.enrich({ url: grantUrl(), opportunity: null, runId });
  const steps = await following;

  expect(steps.map((s) => s.done)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(steps).toHaveLength(DEFAULT_ANALYSIS_STEPS.length);
  expect(steps[0]!.detail).toMatch(/Rural Library Innovation Grant/);
  expect(steps[1]!.detail).toMatch(/^Funding: extracted from the page/);
  expect(steps[3]!.detail).toMatch(/Status: open\./);
  expect(steps[4]!.detail).toMatch(/related documents? \(2 read\)/);
  // The page was read before the slow supporting documents came back, and said so at once.
  expect(steps[0]!.at - started).toBeLessThan(steps[1]!.at - started - SLOW_MS / 2);

  const plain = await caller().opportunity.enrich({ url: grantUrl(), opportunity: null });
  expect(withoutTimes(result)).toEqual(withoutTimes(plain));
});

it("a subscriber that connects after the analysis gets every step, then the subscription ends", async () => {
  const runId = newRunId();
  await caller().opportunity.enrich({ url: grantUrl(), opportunity: null, options: { analyzeSupportingDocuments: false }, runId });
  const steps = await collect(runId);
  expect(steps.map((s) => s.done)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(steps[4]!.detail).toMatch(/\(0 read\)/);
});

it("a failed analysis ends its subscription after the steps that finished", async () => {
  const runId = newRunId();
  const following = collect(runId);
  await expect(caller().opportunity.enrich({ url: `${t.fixture.origin}/no-such-grant`, opportunity: null, runId })).rejects.toThrow(/404/);
  expect(await following).toEqual([]);
});

it("refuses a runId that is not a short token", async () => {
  await expect(caller().opportunity.enrichSteps({ runId: "../../x" })).rejects.toThrow(/runId/);
});

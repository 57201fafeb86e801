import { beforeAll, describe, expect, it } from "vitest";
import { analyseSite, createLocalProvider, RELEVANCE_THRESHOLD, type PageInput } from "../src/index.js";
import { fixturePageInputs, loadFixtureSites, type LabelledSite } from "../fixtures/index.js";
import { evaluateSites } from "../bench/evaluate.js";

let sites: LabelledSite[];
beforeAll(async () => {
  sites = await loadFixtureSites();
});
const analyse = (pages: PageInput[], site: LabelledSite, only = true, onStage?: (t: string, m: string) => void) =>
  analyseSite(pages, { provider: createLocalProvider(), onlyGrantOpportunities: only, today: site.today, onStage });

describe("analyseSite on the labelled fixture sites", () => {
  it("meets the quality targets", async () => {
    const { overall } = await evaluateSites(async (site) => fixturePageInputs(site), sites);
    expect(overall.detection.f1).toBeGreaterThanOrEqual(0.9);
    expect(overall.statusAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(overall.dueDateExactMatch).toBeGreaterThanOrEqual(0.9);
    expect(overall.amountMatch).toBeGreaterThanOrEqual(0.85);
    expect(overall.related.f1).toBeGreaterThanOrEqual(0.8);
  });

  it("reports the stages the UI waits for, in order", async () => {
    const site = sites[0]!;
    const messages: string[] = [];
    await analyse(fixturePageInputs(site), site, true, (_t, m) => messages.push(m));
    const order = ["Waiting for pending AI analyses", "Analyzing document relationships", "Completed related document analysis", "All AI analyses completed"].map((m) => messages.indexOf(m));
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!))).toBe(true);
    expect(messages).toContain(`Scored ${fixturePageInputs(site).length} pages for grant relevance`);
    expect(messages).toContain("Found 4 opportunities");
  });

  it("never reports news posts as opportunities and ranks them below programmes", async () => {
    const site = sites[0]!;
    const result = await analyse(fixturePageInputs(site), site);
    expect(result.opportunities.some((o) => o.url.includes("/news/"))).toBe(false);
    const rel = (path: string) => result.relevance[`https://fixture.example${path}`]!;
    expect(rel("/news/2026/youth-fund-returns")).toBeLessThan(RELEVANCE_THRESHOLD);
    expect(rel("/grants/arts-access")).toBeGreaterThan(rel("/news/2026/youth-fund-returns"));
    expect(rel("/grants/arts-access")).toBeGreaterThan(rel("/privacy"));
  });

  it("keeps evidence for every extracted value and none for missing ones", async () => {
    for (const site of sites) {
      const { opportunities } = await analyse(fixturePageInputs(site), site);
      for (const o of opportunities) {
        expect(Boolean(o.status.due_date)).toBe(Boolean(o.evidence.due_date));
        expect(o.fundingAmountLow !== null || o.fundingAmountHigh !== null || o.totalFundingAvailable !== null).toBe(Boolean(o.evidence.amount));
        expect(o.status.current === "unknown").toBe(!o.evidence.status);
        for (const e of Object.values(o.evidence)) if (e) expect(e.url).toBe(o.url);
        expect(o.semanticCompositeScore).toBeGreaterThan(0);
      }
    }
  });

  it("attaches a document to its own programme only", async () => {
    const site = sites[0]!;
    const { opportunities } = await analyse(fixturePageInputs(site), site);
    const holders = opportunities.filter((o) => o.relatedDocuments.some((d) => d.url.endsWith("/grants/arts-access/faq")));
    expect(holders.map((o) => o.title)).toEqual(["Arts Access Grant"]);
    const arts = holders[0]!;
    expect(arts.relatedDocuments.find((d) => d.url.endsWith(".pdf"))).toMatchObject({ relationship: "budget-guidelines", fileType: "pdf" });
    expect(arts.relatedDocuments.find((d) => d.url.endsWith("/grants"))?.relationship).toBe("parent-page");
  });

  it("without onlyGrantOpportunities also returns other grant-relevant pages", async () => {
    const site = sites[1]!;
    const only = await analyse(fixturePageInputs(site), site, true);
    const all = await analyse(fixturePageInputs(site), site, false);
    expect(all.opportunities.length).toBeGreaterThan(only.opportunities.length);
    expect(all.opportunities.every((o) => o.relevance_score >= RELEVANCE_THRESHOLD)).toBe(true);
  });

  it("stops when aborted", async () => {
    const site = sites[0]!;
    const controller = new AbortController();
    controller.abort();
    await expect(analyseSite(fixturePageInputs(site), { provider: createLocalProvider(), onlyGrantOpportunities: true, today: site.today, signal: controller.signal })).rejects.toThrow();
  });
});

describe("fixture sites", () => {
  it("are servable route maps with generated documents", async () => {
    for (const site of sites) {
      for (const [path, route] of Object.entries(site.pages)) {
        expect(path.startsWith("/")).toBe(true);
        expect(route.contentType).toBeTruthy();
        expect(route.body).toBeTruthy();
      }
      for (const path of Object.keys(site.documents)) {
        const body = site.pages[path]!.body as Uint8Array;
        expect(body).toBeInstanceOf(Uint8Array);
        expect(Buffer.from(body.subarray(0, 4)).toString("latin1")).toMatch(/%PDF|PK/);
      }
      const paths = new Set(Object.keys(site.pages));
      for (const o of site.labels.opportunities) for (const r of [o.path, ...o.related]) expect(paths.has(r)).toBe(true);
    }
  });
});

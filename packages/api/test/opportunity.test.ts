import { DEFAULT_SYSTEM_PROMPT as AI_SYSTEM_PROMPT } from "@grantscout/ai";
import { type OpenAIProtocolServer, startOpenAIProtocolServer } from "@grantscout/ai/fixtures";
import { createOpenAIProvider } from "@grantscout/ai/openai";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { DEFAULT_SYSTEM_PROMPT } from "../src/spec/index.js";
import { supportingCandidates } from "../src/use-cases/opportunity-service.js";
import { modelAnswer as answer } from "./model-answer.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Cedar Valley Foundation</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

export const site = {
  "/": page("Welcome", "<p>Cedar Valley Foundation supports rural communities.</p>", ["/grants/rural-libraries"]),
  "/grants/rural-libraries": page(
    "Rural Library Innovation Grant",
    "<p>The Rural Library Innovation Grant funds public libraries in towns under 10,000 people to start digital literacy programs.</p>" +
      "<h2>Key facts</h2><dl><dt>Deadline</dt><dd>April 30, 2027</dd><dt>Award amount</dt><dd>Up to $40,000</dd></dl>" +
      "<h2>Eligibility</h2><p>Applicants must be public libraries or 501(c)(3) nonprofit library friends groups located in Oregon or Washington.</p>" +
      "<h2>How to apply</h2><p>Read the application guidelines and the FAQ, then submit the online form before the deadline.</p>",
    ["/grants/rural-libraries/guidelines", "/grants/rural-libraries/faq"],
  ),
  "/grants/rural-libraries/guidelines": page(
    "Rural Library Innovation Grant application guidelines",
    "<p>How to apply: submit a budget, a project narrative and a letter of support.</p>",
  ),
  "/grants/rural-libraries/faq": page(
    "Rural Library Innovation Grant FAQ",
    "<p>Frequently asked questions about eligibility and the application deadline.</p>",
  ),
};

const t = withServedSite(site, { today: new Date("2026-11-22T12:00:00Z") });
const { caller } = t;
const grantUrl = () => `${t.fixture.origin}/grants/rural-libraries`;

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe("GET opportunity (local provider)", () => {
  it("fetches and analyses a page that no crawl found, with its HTML", async () => {
    const o = (await caller().opportunity.get({ url: grantUrl(), _t: Date.now() })) as Record<string, any>;
    expect(o.source).toBe("live");
    expect(o.title).toMatch(/Rural Library Innovation Grant/);
    expect(o.status.current).toBe("open");
    expect(o.status.due_date).toBe("2027-04-30");
    expect(o.fundingAmountHigh).toBe(40000);
    expect(o.rawHtmlContent).toContain("<dd>Up to $40,000</dd>");
    expect(Array.isArray(o.analysisNotes)).toBe(true);
  });

  it("answers a page the site does not have with a 400 that says why", async () => {
    const error = await rejection(caller().opportunity.get({ url: `${t.fixture.origin}/no-such-grant` }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/404/);
  });

  it("refuses a private-network address unless private networks are allowed", async () => {
    t.env.services.config.allowPrivateNetworks = false;
    try {
      const error = await rejection(caller().opportunity.get({ url: grantUrl() }));
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toMatch(/private|not allowed|refus|blocked/i);
      const enrichError = await rejection(caller().opportunity.enrich({ url: "http://169.254.169.254/latest/meta-data" }));
      expect(enrichError.code).toBe("BAD_REQUEST");
    } finally {
      t.env.services.config.allowPrivateNetworks = true;
    }
  });

  it("returns the crawled record, with its related documents and saved HTML, once a crawl found it", async () => {
    const { id } = await caller().crawl.start({ url: t.fixture.origin, maxDepth: 3, rateLimit: 20, saveHtmlContent: true });
    await runCrawlJob(t.env.services, id);
    const o = (await caller().opportunity.get({ url: grantUrl() })) as Record<string, any>;
    expect(o.source).toBe("crawl");
    expect(o.jobId).toBe(id);
    expect(o.rawHtmlContent).toContain("Up to $40,000");
    expect(o.relatedDocuments.map((d: { url: string }) => d.url)).toContain(`${t.fixture.origin}/grants/rural-libraries/faq`);
  });
});

describe("POST enrich (local provider)", () => {
  it("enriches with the standard options and reads the supporting documents", async () => {
    const before = t.fixture.requests.length;
    const existing = { title: "Rural Library Innovation Grant", relatedDocuments: [{ url: `${t.fixture.origin}/grants/rural-libraries/guidelines` }] };
    const o = (await caller().opportunity.enrich({ url: grantUrl(), opportunity: existing })) as Record<string, any>;
    expect(o.fundingAmountHigh).toBe(40000);
    expect(o.status.due_date).toBe("2027-04-30");
    expect(o.provider).toBe("local");
    expect(typeof o.enrichedAt).toBe("string");
    expect(o.rawHtmlContent).toContain("Up to $40,000");
    const paths = t.fixture.requests.slice(before).map((r) => r.path);
    expect(paths).toContain("/grants/rural-libraries/guidelines");
  });

  it("keeps the analysis with the crawled opportunity, so opening it again shows it, and names what did the work", async () => {
    const o = (await caller().opportunity.enrich({ url: grantUrl() })) as Record<string, any>;
    expect(o).toMatchObject({ saved: true, provider: "local", model: null });
    const again = (await caller().opportunity.get({ url: grantUrl() })) as Record<string, any>;
    expect(again.savedAnalysis).toMatchObject({ provider: "local", fundingAmountHigh: 40000, enrichedAt: o.enrichedAt });
    expect(again.savedAnalysis.analysisNotes).toEqual(o.analysisNotes);
    expect(again.savedAnalysis.rawHtmlContent).toBeUndefined(); // the page's HTML stays with the crawl, not copied
  });

  it("says in analysisNotes that a custom prompt needs an AI provider", async () => {
    const o = (await caller().opportunity.enrich({
      url: grantUrl(),
      customPrompt: "Focus on the budget rules",
      options: { mode: "standard", model: "gpt-4-turbo" } as never,
    })) as Record<string, any>;
    expect(o.analysisNotes.join(" ")).toMatch(/prompt/i);
  });

  it("rejects an invalid URL with the validation message", async () => {
    const error = await rejection(caller().opportunity.enrich({ url: "nope" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/url must be a valid URL/);
  });
});

const contentOf = (m: { content: unknown }) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content));

describe("POST enrich through an OpenAI-protocol server", () => {
  let ai: OpenAIProtocolServer;
  let local: typeof t.env.services.provider;
  beforeAll(async () => {
    ai = await startOpenAIProtocolServer(() => answer);
    local = t.env.services.provider;
    t.env.services.provider = createOpenAIProvider({ apiKey: "test", baseURL: ai.baseURL, retryBaseMs: 5 });
  });
  afterAll(async () => {
    t.env.services.provider = local;
    await ai?.close();
  });

  it("sends the custom prompt, related-documents prompt, system prompt, steps and model to the model", async () => {
    const o = (await caller().opportunity.enrich({
      url: grantUrl(),
      customPrompt: "  Focus on the budget rules  ",
      options: {
        mode: "standard",
        enrichFunding: true,
        enrichDates: true,
        enrichEligibility: true,
        analyzeSupportingDocuments: false,
        includeContactDetails: true,
        customRelatedDocsPrompt: "Say which document holds the budget form",
        useCustomSystemPrompt: true,
        customSystemPrompt: "You are a terse grant analyst. Return JSON only.",
        useCustomSteps: true,
        customSteps: ["Read the grant", " ", "Check the budget"],
        model: "gpt-4-turbo",
      },
    })) as Record<string, any>;
    expect(o).toMatchObject({ provider: "openai", model: "gpt-4-turbo" });
    expect(o.fundingAmountHigh).toBe(40000);
    const chats = ai.requests.filter((r) => r.path.endsWith("/chat/completions"));
    expect(chats.length).toBeGreaterThan(0);
    const body = chats.at(-1)!.body as { model: string; messages: Array<{ role: string; content: unknown }> };
    expect(body.model).toBe("gpt-4-turbo");
    expect(contentOf(body.messages.find((m) => m.role === "system")!)).toContain("You are a terse grant analyst.");
    const user = contentOf(body.messages.find((m) => m.role === "user")!);
    expect(user).toContain("Focus on the budget rules");
    expect(user).toContain("Say which document holds the budget form");
    expect(user).toContain("Check the budget");
  });

  it("uses the default system prompt when the custom one is off, and the page's own text", async () => {
    const before = ai.requests.length;
    await caller().opportunity.enrich({ url: grantUrl(), options: { mode: "standard", useCustomSystemPrompt: false, customSystemPrompt: "ignored" } as never });
    const body = ai.requests.slice(before).find((r) => r.path.endsWith("/chat/completions"))!.body as { messages: Array<{ role: string; content: unknown }> };
    expect(contentOf(body.messages.find((m) => m.role === "system")!)).not.toContain("ignored");
    expect(contentOf(body.messages.find((m) => m.role === "user")!)).toContain("Up to $40,000");
  });
});

describe("the dialog's default system prompt", () => {
  it("is the analyser's default, so the prefilled text is what runs", () => {
    expect(DEFAULT_SYSTEM_PROMPT).toBe(AI_SYSTEM_PROMPT);
  });
});

describe("supporting documents for an enrichment", () => {
  const links = ["/grants/a/faq", "https://other.org/x", "/about", "/grants/a", "/grants/a/form.pdf#p2", "/"].map((u) => ({
    url: new URL(u, "https://f.org").href,
    text: "",
  }));
  it("uses the opportunity's related documents when it has them", () => {
    expect(supportingCandidates({ url: "https://f.org/grants/a", links }, { relatedDocuments: [{ url: "https://f.org/x" } as never] })).toEqual([
      "https://f.org/x",
    ]);
  });
  it("else the page's same-site links, those under its path first", () => {
    expect(supportingCandidates({ url: "https://f.org/grants/a", links }, null)).toEqual([
      "https://f.org/grants/a/faq",
      "https://f.org/grants/a/form.pdf",
      "https://f.org/about",
    ]);
  });
});

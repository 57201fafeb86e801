import { enrichOpportunity, type GrantRecord, type PageInput } from "@grantscout/ai";
import { assertPublicUrl, type FetchedPage, fetchSinglePage, UnsafeUrlError } from "@grantscout/crawler";
import { fetchedPagesByUrl, findLatestOpportunityByUrl, listRelatedDocuments, saveAnalysis } from "@grantscout/db";
import { toServedGrant } from "../adapters/served-grant.js";
import type { EnrichRequest } from "../spec/index.js";
import { endRun, reportStep } from "./analysis-progress.js";
import type { AppServices } from "./app-services.js";
import { badRequest } from "./errors.js";

const MAX_SUPPORTING_DOCUMENTS = 6;

function toPage(page: FetchedPage): PageInput {
  return { ...page, text: page.text ?? "", kind: page.kind };
}

/** Fetches one page now, with the crawler's safety rules; a refused or failed fetch is a 400 with why. */
async function fetchPage(services: AppServices, url: string): Promise<PageInput & { html: string | null }> {
  if (!/^https?:\/\//i.test(url)) badRequest(`url must be an http(s) URL: ${url}`);
  try {
    await assertPublicUrl(url, services.config.allowPrivateNetworks);
    const page = await fetchSinglePage(url, { allowPrivateNetworks: services.config.allowPrivateNetworks });
    if (page.error) badRequest(`Could not read ${url}: ${page.error}`);
    if (page.statusCode !== null && page.statusCode >= 400) badRequest(`Could not read ${url}: the site answered HTTP ${page.statusCode}`);
    if (!page.text) badRequest(`Could not read ${url}: the page has no readable text`);
    return toPage(page);
  } catch (error) {
    if (error instanceof UnsafeUrlError) badRequest(error.message);
    throw error;
  }
}

const ALL_FLAGS = { enrichFunding: true, enrichDates: true, enrichEligibility: true, analyzeSupportingDocuments: false, includeContactDetails: true };

/** The page's HTML as the crawl kept it (only when the job saved HTML content), else null. */
async function storedHtml(services: AppServices, jobId: number, url: string): Promise<string | null> {
  const [page] = await fetchedPagesByUrl(services.db, jobId, [url]);
  return page?.html ?? null;
}

/**
 * The stored opportunity for a URL (latest crawl that found it), with its last in-depth analysis
 * when one was made, else the page fetched and analysed now.
 */
export async function getOpportunity(services: AppServices, url: string) {
  const row = await findLatestOpportunityByUrl(services.db, url);
  if (row) {
    const view = toServedGrant(row, await listRelatedDocuments(services.db, [row.id]));
    return { ...view, rawHtmlContent: await storedHtml(services, row.job_id, row.url), jobId: row.job_id, source: "crawl", savedAnalysis: row.analysis };
  }
  const page = await fetchPage(services, url);
  const { record, notes } = await enrichOpportunity({
    page,
    supporting: [],
    existing: null,
    options: ALL_FLAGS,
    provider: services.provider,
    today: services.today(),
  });
  return { ...record, rawHtmlContent: page.html, analysisNotes: notes, jobId: null, source: "live" };
}

/**
 * The pages that may support an opportunity: the related documents it already has, else the
 * page's own links on the same site, those under its path first (guidelines, FAQ, forms).
 */
export function supportingCandidates(page: Pick<PageInput, "url" | "links">, existing: Partial<GrantRecord> | null): string[] {
  const known = (existing?.relatedDocuments ?? []).map((d) => d?.url).filter((u): u is string => typeof u === "string");
  if (known.length) return [...new Set(known)].slice(0, MAX_SUPPORTING_DOCUMENTS);
  const base = new URL(page.url);
  const prefix = `${base.pathname.replace(/\/$/, "")}/`;
  const sameSite = page.links
    .map((l) => {
      try {
        const u = new URL(l.url, base);
        u.hash = "";
        return u;
      } catch {
        return null;
      }
    })
    .filter((u): u is URL => u !== null && u.origin === base.origin && u.pathname !== base.pathname && u.pathname !== "/");
  const ranked = [...sameSite.filter((u) => u.pathname.startsWith(prefix)), ...sameSite.filter((u) => !u.pathname.startsWith(prefix))];
  return [...new Set(ranked.map((u) => u.href))].slice(0, MAX_SUPPORTING_DOCUMENTS);
}

async function supportingPages(services: AppServices, page: PageInput, existing: Partial<GrantRecord> | null) {
  const pages = await Promise.allSettled(supportingCandidates(page, existing).map((u) => fetchPage(services, u)));
  return pages.flatMap((p) => (p.status === "fulfilled" ? [p.value] : []));
}

/** The custom prompt sent to the model: the main prompt, plus the related-documents prompt when given. */
function steeringPrompt(options: EnrichRequest["options"], customPrompt: string | undefined): string | undefined {
  const main = customPrompt?.trim();
  const docs = options.customRelatedDocsPrompt?.trim();
  const parts = [main, docs ? `For the related documents: ${docs}` : undefined].filter(Boolean);
  return parts.length ? parts.join("\n\n") : undefined;
}

/** The enrichment's note on one group of fields ("Funding: extracted from the page."), or what was asked. */
function noteOn(notes: string[], label: string, asked: boolean): string {
  return notes.find((n) => n.startsWith(`${label}:`)) ?? (asked ? `${label}: read.` : `${label}: not extracted (option off).`);
}

/**
 * Re-analyses one opportunity. With `runId`, each finished part of the work is reported as the
 * overlay's next step (analysis-progress.ts), so the page shows the steps as they finish.
 */
export async function enrich(services: AppServices, input: EnrichRequest, runId?: string) {
  const step = (done: number, detail: string) => runId && reportStep(runId, { done, detail });
  try {
    const page = await fetchPage(services, input.url);
    step(1, `Read ${page.title || page.url}`);
    const existing = (input.opportunity ?? null) as Partial<GrantRecord> | null;
    const options = input.options;
    const supporting = options.analyzeSupportingDocuments ? await supportingPages(services, page, existing) : [];
    const { record, notes } = await enrichOpportunity({
      page,
      supporting,
      existing,
      options: {
        enrichFunding: options.enrichFunding,
        enrichDates: options.enrichDates,
        enrichEligibility: options.enrichEligibility,
        analyzeSupportingDocuments: options.analyzeSupportingDocuments,
        includeContactDetails: options.includeContactDetails,
        customPrompt: steeringPrompt(options, input.customPrompt ?? options.customPrompt),
        customSystemPrompt: options.useCustomSystemPrompt ? options.customSystemPrompt?.trim() || undefined : undefined,
        customSteps: options.useCustomSteps ? options.customSteps?.map((s) => s.trim()).filter(Boolean) : undefined,
        model: options.model?.trim() || undefined,
      },
      provider: services.provider,
      today: services.today(),
    });
    // One extraction fills every group at once: their three steps finish together.
    step(2, noteOn(notes, "Funding", options.enrichFunding));
    step(3, noteOn(notes, "Eligibility", options.enrichEligibility));
    step(4, `${noteOn(notes, "Dates and status", options.enrichDates)} Status: ${record.status.current}.`);
    step(5, `${record.relatedDocuments.length} related document${record.relatedDocuments.length === 1 ? "" : "s"} (${supporting.length} read).`);
    // What did the work, said plainly on the page: the local analyser, or the configured model by name.
    const model = services.provider.name === "openai" ? options.model?.trim() || services.config.openai?.model || null : null;
    const analysis = { ...record, analysisNotes: notes, provider: services.provider.name, model, enrichedAt: new Date().toISOString() };
    step(6, `Structured by ${model ?? "the local analyser"}.`);
    const saved = await saveAnalysis(services.db, input.url, analysis);
    step(7, "Saved: shown again when this page is opened.");
    return { ...analysis, rawHtmlContent: page.html, saved };
  } finally {
    if (runId) endRun(runId);
  }
}

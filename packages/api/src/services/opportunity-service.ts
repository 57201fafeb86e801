import { enrichOpportunity, type GrantRecord, type PageInput } from "@grantscout/ai";
import { assertPublicUrl, fetchSinglePage, UnsafeUrlError, type FetchedPage } from "@grantscout/crawler";
import { correctStatus, findLatestOpportunityByUrl, findOpportunity, listRelatedDocuments } from "@grantscout/db";
import { DEFAULT_CORRECTION_NOTE, type CorrectionInput, type EnrichRequest } from "../domain/index.js";
import { badRequest, notFound } from "../trpc.js";
import type { AppServices } from "./app-services.js";
import { requireJob } from "./crawl-service.js";
import { toGrantView } from "./grant-view.js";

const MAX_SUPPORTING_DOCUMENTS = 6;

function toPage(page: FetchedPage): PageInput {
  return { ...page, text: page.text ?? "", kind: page.kind };
}

/** Fetches one page now, with the crawler's safety rules; a refused or failed fetch is a 400 with why. */
async function fetchPage(services: AppServices, url: string): Promise<PageInput & { html: string | null }> {
  try {
    await assertPublicUrl(url, services.config.allowPrivateNetworks);
    const page = await fetchSinglePage(url, { allowPrivateNetworks: services.config.allowPrivateNetworks });
    if (page.error || !page.text) badRequest(`Could not read ${url}: ${page.error ?? "the page has no readable text"}`);
    return toPage(page);
  } catch (error) {
    if (error instanceof UnsafeUrlError) badRequest(error.message);
    throw error;
  }
}

const ALL_FLAGS = { enrichFunding: true, enrichDates: true, enrichEligibility: true, analyzeSupportingDocuments: false, includeContactDetails: true };

/** The stored opportunity for a URL (latest crawl that found it), else the page fetched and analysed now. */
export async function getOpportunity(services: AppServices, url: string) {
  const row = await findLatestOpportunityByUrl(services.db, url);
  if (row) return { ...toGrantView(row, await listRelatedDocuments(services.db, [row.id])), jobId: row.job_id, source: "crawl" };
  const page = await fetchPage(services, url);
  const { record, notes } = await enrichOpportunity({ page, supporting: [], existing: null, options: ALL_FLAGS, provider: services.provider, today: services.today() });
  return { ...record, rawHtmlContent: page.html, analysisNotes: notes, jobId: null, source: "live" };
}

async function supportingPages(services: AppServices, existing: Partial<GrantRecord> | null) {
  const urls = (existing?.relatedDocuments ?? []).map((d) => d?.url).filter((u): u is string => typeof u === "string");
  const pages = await Promise.allSettled(urls.slice(0, MAX_SUPPORTING_DOCUMENTS).map((u) => fetchPage(services, u)));
  return pages.flatMap((p) => (p.status === "fulfilled" ? [p.value] : []));
}

export async function enrich(services: AppServices, input: EnrichRequest) {
  const page = await fetchPage(services, input.url);
  const existing = (input.opportunity ?? null) as Partial<GrantRecord> | null;
  const options = { ...input.options, customPrompt: input.customPrompt ?? input.options.customPrompt };
  const supporting = options.analyzeSupportingDocuments ? await supportingPages(services, existing) : [];
  const { record, notes } = await enrichOpportunity({
    page,
    supporting,
    existing,
    options: {
      ...options,
      customPrompt: options.customPrompt?.trim() || undefined,
      customSystemPrompt: options.useCustomSystemPrompt ? options.customSystemPrompt?.trim() || undefined : undefined,
      customSteps: options.useCustomSteps ? options.customSteps?.filter((s) => s.trim()) : undefined,
    },
    provider: services.provider,
    today: services.today(),
  });
  return { ...record, rawHtmlContent: page.html, analysisNotes: notes, provider: services.provider.name, enrichedAt: new Date().toISOString() };
}

export async function correctGrantStatus(services: AppServices, input: CorrectionInput) {
  await requireJob(services, input.jobId);
  const row = (await findOpportunity(services.db, input.jobId, input.grantUrl)) ?? notFound(`No opportunity with URL ${input.grantUrl} in crawl job ${input.jobId}`);
  const feedback = input.feedback?.trim() || null;
  await correctStatus(services.db, {
    jobId: input.jobId,
    opportunityId: row.id,
    grantUrl: row.url,
    prevStatus: input.prevStatus ?? row.status,
    newStatus: input.newStatus,
    feedback,
    note: feedback ?? DEFAULT_CORRECTION_NOTE,
  });
  return { success: true, message: `Grant opportunity status updated to ${input.newStatus}`, grantUrl: row.url, status: input.newStatus };
}

import { correctStatus, DISMISSED, findOpportunity, listCorrections, MARKED, noteCorrection, RESTORED, setDismissed, undoCorrection } from "@grantscout/db";
import {
  type CorrectionInput,
  type CorrectionLabel,
  type CorrectionNoteInput,
  DEFAULT_CORRECTION_NOTE,
  type DismissalInput,
  type UndoCorrectionInput,
} from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { requireJob } from "./crawl-service.js";
import { notFound } from "./errors.js";

async function requireOpportunity(services: AppServices, jobId: number, grantUrl: string) {
  await requireJob(services, jobId);
  return (await findOpportunity(services.db, jobId, grantUrl)) ?? notFound(`No opportunity with URL ${grantUrl} in crawl job ${jobId}`);
}

export async function correctGrantStatus(services: AppServices, input: CorrectionInput) {
  const row = await requireOpportunity(services, input.jobId, input.grantUrl);
  const feedback = input.feedback?.trim() || null;
  const correctionId = await correctStatus(services.db, {
    jobId: input.jobId,
    opportunityId: row.id,
    grantUrl: row.url,
    prevStatus: input.prevStatus ?? row.status,
    newStatus: input.newStatus,
    feedback,
    note: feedback ?? DEFAULT_CORRECTION_NOTE,
  });
  return { success: true, message: `Grant opportunity status updated to ${input.newStatus}`, grantUrl: row.url, status: input.newStatus, correctionId };
}

export async function undoGrantCorrection(services: AppServices, input: UndoCorrectionInput) {
  await requireJob(services, input.jobId);
  const undone =
    (await undoCorrection(services.db, input.jobId, input.correctionId, DEFAULT_CORRECTION_NOTE)) ??
    notFound(`No status correction ${input.correctionId} in crawl job ${input.jobId}`);
  return { success: true, message: `Status restored to ${undone.status}`, ...undone };
}

export async function addCorrectionNote(services: AppServices, input: CorrectionNoteInput) {
  await requireJob(services, input.jobId);
  if (!(await noteCorrection(services.db, input.jobId, input.correctionId, input.feedback)))
    notFound(`No status correction ${input.correctionId} in crawl job ${input.jobId}`);
  return { success: true, message: "Note saved", correctionId: input.correctionId };
}

export async function dismissGrant(services: AppServices, input: DismissalInput) {
  const row = await requireOpportunity(services, input.jobId, input.grantUrl);
  await setDismissed(services.db, {
    jobId: input.jobId,
    opportunityId: row.id,
    grantUrl: row.url,
    prevStatus: row.status,
    dismissed: input.dismissed,
    feedback: input.feedback?.trim() || null,
  });
  const message = input.dismissed ? "Marked as not an opportunity" : "Restored to the list";
  return { success: true, message, grantUrl: row.url, dismissed: input.dismissed };
}

function labelOf(newStatus: string): CorrectionLabel {
  if (newStatus === DISMISSED) return "not_opportunity";
  if (newStatus === RESTORED || newStatus === MARKED) return "opportunity";
  return newStatus as CorrectionLabel;
}

/** Every correction and dismissal, newest first: what people said about which page, for training. */
export async function correctionExamples(services: AppServices, site: string | undefined) {
  const rows = await listCorrections(services.db, site);
  return {
    count: rows.length,
    corrections: rows.map((r) => ({
      site: r.site,
      url: r.grant_url,
      title: r.title,
      label: labelOf(r.new_status),
      previousStatus: r.prev_status,
      feedback: r.feedback,
      jobId: r.job_id,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

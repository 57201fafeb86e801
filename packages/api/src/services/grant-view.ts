import type { Opportunity, RelatedDocument } from "@grantscout/db";

/** The grant record as clients read it: the analysis record with the stored status and corrections. */
export function toGrantView(row: Opportunity, docs: RelatedDocument[]) {
  const record = row.record as Record<string, unknown> & { status?: Record<string, unknown> };
  return {
    ...record,
    url: row.url,
    title: row.title ?? record.title ?? null,
    status: { ...(record.status ?? {}), current: row.status },
    manually_corrected: row.manually_corrected,
    correction_note: row.correction_note,
    dismissed: row.dismissed,
    relatedDocuments: docs.map((d) => ({
      url: d.url,
      title: d.title,
      relationship: d.relationship,
      relevanceScore: d.relevance_score,
      matchReason: d.match_reason,
      summary: d.summary,
      fileType: d.file_type,
    })),
  };
}

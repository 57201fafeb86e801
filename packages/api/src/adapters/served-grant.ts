import { grantRecordSchema, opportunityStatusSchema, relationshipSchema } from "@grantscout/ai";
import type { Opportunity, RelatedDocument } from "@grantscout/db";
import { blankServedGrant, type ServedGrant } from "../spec/index.js";

/** A stored record: the analyser's grant record without its documents (rows of their own). */
export const storedRecordSchema = grantRecordSchema.omit({ relatedDocuments: true });
type StoredRecord = ReturnType<typeof storedRecordSchema.parse>;

/** What a record written by an earlier version lacks is empty, never an error (rule 4: nothing is lost). */
function emptyRecord(row: Opportunity): StoredRecord {
  const blank = blankServedGrant(row.url, row.title ?? row.url);
  return { ...blank, status: { ...blank.status, due_date: row.due_date }, relevance_score: row.relevance ?? 0, urlCluster: row.url_cluster ?? "" };
}

/** The analyser's record as stored; the fields an older record lacks come from the row or stay empty. */
function storedRecord(row: Opportunity): StoredRecord {
  const empty = emptyRecord(row);
  const parsed = storedRecordSchema.safeParse({ ...empty, ...row.record });
  return parsed.success ? parsed.data : empty;
}

/** The grant record as clients read it: the analysis record with the stored status, corrections and documents. */
export function toServedGrant(row: Opportunity, docs: RelatedDocument[]): ServedGrant {
  const record = storedRecord(row);
  return {
    ...record,
    title: row.title ?? record.title,
    status: { ...record.status, current: opportunityStatusSchema.catch("unknown").parse(row.status) },
    manually_corrected: row.manually_corrected,
    correction_note: row.correction_note,
    dismissed: row.dismissed,
    relatedDocuments: docs.map((d) => ({
      url: d.url,
      title: d.title,
      relationship: relationshipSchema.catch("supporting-document").parse(d.relationship),
      relevanceScore: d.relevance_score,
      matchReason: d.match_reason,
      summary: d.summary,
      fileType: d.file_type,
    })),
  };
}

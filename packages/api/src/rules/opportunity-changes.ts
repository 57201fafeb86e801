import type { GrantRecord } from "@grantscout/ai";
import { correctionKey } from "@grantscout/db";

/** The fields whose change a researcher watching a funder wants to hear about (issue #16). */
const WATCHED_FIELDS = ["status", "dueDate", "amount", "eligibility"] as const;
type WatchedField = (typeof WATCHED_FIELDS)[number];

/** One opportunity of one crawl, as compared with another crawl of the same site. */
export interface OpportunitySnapshot {
  url: string;
  title: string;
  values: Record<WatchedField, string | null>;
  evidence: Record<WatchedField, string | null>;
}

interface FieldChange {
  field: WatchedField;
  before: string | null;
  after: string | null;
  beforeEvidence: string | null;
  afterEvidence: string | null;
}

export type OpportunityChange =
  | { kind: "new"; url: string; title: string; after: OpportunitySnapshot["values"] }
  | { kind: "changed"; url: string; title: string; previousUrl: string | null; changes: FieldChange[] }
  /** "No longer on the site": often closed, sometimes moved where the crawl did not reach. */
  | { kind: "gone"; url: string; title: string; before: OpportunitySnapshot["values"] };

function amountText(r: Pick<GrantRecord, "fundingAmountLow" | "fundingAmountHigh" | "currency">): string | null {
  const { fundingAmountLow: low, fundingAmountHigh: high, currency } = r;
  if (low === null && high === null) return null;
  return low !== null && high !== null && low !== high ? `${low}–${high} ${currency}` : `${high ?? low} ${currency}`;
}

/** A stored grant record as the change view compares it. */
export function snapshotOf(record: GrantRecord): OpportunitySnapshot {
  const e = record.evidence;
  return {
    url: record.url,
    title: record.title,
    values: { status: record.status.current, dueDate: record.status.due_date, amount: amountText(record), eligibility: record.eligibility },
    evidence: {
      status: e.status?.sentence ?? null,
      dueDate: e.due_date?.sentence ?? null,
      amount: e.amount?.sentence ?? null,
      eligibility: e.eligibility?.sentence ?? null,
    },
  };
}

const words = (title: string) => new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Jaccard similarity of two titles' words. */
function titleSimilarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return x.size + y.size - shared ? shared / (x.size + y.size - shared) : 0;
}

/** Titles at least this similar are one opportunity whose page moved. */
const MOVED_SIMILARITY = 0.6;

/**
 * What changed between two crawls of one site, opportunity by opportunity: matched by normalised
 * URL (as corrections are), then pages that moved by the most similar title; new ones, changed
 * fields with both evidence sentences, and those no longer on the site.
 */
export function opportunityChanges(before: OpportunitySnapshot[], after: OpportunitySnapshot[]): OpportunityChange[] {
  const earlier = new Map(before.map((o) => [correctionKey(o.url), o]));
  const pairs: Array<[OpportunitySnapshot, OpportunitySnapshot]> = [];
  const unmatched: OpportunitySnapshot[] = [];
  for (const o of after) {
    const key = correctionKey(o.url);
    const match = earlier.get(key);
    if (match) {
      pairs.push([match, o]);
      earlier.delete(key);
    } else unmatched.push(o);
  }
  const fresh: OpportunitySnapshot[] = [];
  for (const o of unmatched) {
    const best = [...earlier.entries()]
      .map(([key, old]) => ({ key, old, similarity: titleSimilarity(old.title, o.title) }))
      .sort((a, b) => b.similarity - a.similarity)[0];
    if (best && best.similarity >= MOVED_SIMILARITY) {
      pairs.push([best.old, o]);
      earlier.delete(best.key);
    } else fresh.push(o);
  }
  const changed = pairs.flatMap(([old, now]): OpportunityChange[] => {
    const changes = WATCHED_FIELDS.filter((f) => old.values[f] !== now.values[f]).map((field) => ({
      field,
      before: old.values[field],
      after: now.values[field],
      beforeEvidence: old.evidence[field],
      afterEvidence: now.evidence[field],
    }));
    const moved = correctionKey(old.url) !== correctionKey(now.url);
    return changes.length || moved ? [{ kind: "changed", url: now.url, title: now.title, previousUrl: moved ? old.url : null, changes }] : [];
  });
  return [
    ...fresh.map((o): OpportunityChange => ({ kind: "new", url: o.url, title: o.title, after: o.values })),
    ...changed,
    ...[...earlier.values()].map((o): OpportunityChange => ({ kind: "gone", url: o.url, title: o.title, before: o.values })),
  ];
}

const FIELD_NAMES: Record<WatchedField, string> = { status: "status", dueDate: "due date", amount: "amount", eligibility: "eligibility" };

/** One change as a line of text (the Atom feed's entries). */
export function describeChange(change: OpportunityChange): string {
  if (change.kind === "new") return `New: ${change.title} (${change.url})`;
  if (change.kind === "gone") return `No longer on the site: ${change.title} (${change.url})`;
  const fields = change.changes.map((c) => `${FIELD_NAMES[c.field]} ${c.before ?? "not stated"} → ${c.after ?? "not stated"}`);
  const moved = change.previousUrl ? [`moved from ${change.previousUrl}`] : [];
  return `Changed: ${change.title} (${change.url}): ${[...moved, ...fields].join("; ")}`;
}

import type { StatusValue } from "../extract/status-classification.js";
import { pathOf } from "../features/url.js";
import type { GrantRecord } from "../record.js";

/** What a person marked on a fixture site; paths are URL paths ("/grants/arts"). */
export interface SiteLabels {
  opportunities: Array<{
    path: string;
    status: StatusValue;
    /** How the label was decided (labelling.md): the page's words, its deadline against today, or neither. */
    statusBasis?: "explicit" | "date" | "none";
    due_date: string | null;
    fundingAmountLow: number | null;
    fundingAmountHigh: number | null;
    /** Paths of the documents that belong to this opportunity (incl. its parent page). */
    related: string[];
    /** Paths that may be attached or not (a shared parent index, an announcement): counted neither way. */
    relatedOptional?: string[];
  }>;
  nonOpportunities: string[];
  /** Pages that may be listed or not (an announcement of a programme's cycle): counted neither way. */
  acceptableExtra?: string[];
}

export interface Counts {
  detection: { tp: number; fp: number; fn: number };
  status: { correct: number; total: number };
  dueDate: { correct: number; total: number };
  amount: { correct: number; total: number };
  related: { tp: number; fp: number; fn: number };
  mistakes: string[];
}

export interface QualityScores {
  detection: { precision: number; recall: number; f1: number };
  statusAccuracy: number;
  dueDateExactMatch: number;
  amountMatch: number;
  related: { precision: number; recall: number; f1: number };
}

/**
 * A labelled or found URL path in one spelling: decoded, no trailing slash, no index.html, no .html
 * (a static host serves "/name" from name.html, so a site that links both spellings has one page).
 */
export const normalisePath = (p: string): string => {
  let path = p;
  try {
    path = decodeURI(p);
  } catch {}
  return path.length > 1
    ? path
        .replace(/\/+$/, "")
        .replace(/\/index\.html?$/, "")
        .replace(/\.html?$/, "") || "/"
    : path;
};

/** Amounts match within 1% (labelling.md); both absent matches too. */
const sameAmount = (got: number | null, want: number | null) => (got === null || want === null ? got === want : Math.abs(got - want) <= 0.01 * Math.abs(want));

/**
 * Counts for one site. Field accuracies are measured over correctly detected opportunities, and
 * related documents over those opportunities' (opportunity, document) pairs, so a detection miss
 * is counted once, by detection recall.
 */
export function scoreSite(
  labels: SiteLabels,
  opportunities: Array<Pick<GrantRecord, "url" | "status" | "fundingAmountLow" | "fundingAmountHigh" | "relatedDocuments">>,
): Counts {
  const found = new Map(opportunities.map((o) => [normalisePath(pathOf(o.url)), o]));
  const c: Counts = {
    detection: { tp: 0, fp: 0, fn: 0 },
    status: { correct: 0, total: 0 },
    dueDate: { correct: 0, total: 0 },
    amount: { correct: 0, total: 0 },
    related: { tp: 0, fp: 0, fn: 0 },
    mistakes: [],
  };
  const labelled = new Set(labels.opportunities.map((o) => normalisePath(o.path)));
  const extra = new Set((labels.acceptableExtra ?? []).map(normalisePath));
  for (const path of found.keys()) {
    if (labelled.has(path) || extra.has(path)) continue;
    c.detection.fp++;
    c.mistakes.push(`false opportunity ${path}`);
  }
  for (const label of labels.opportunities) {
    const o = found.get(normalisePath(label.path));
    if (!o) {
      c.detection.fn++;
      c.mistakes.push(`missed opportunity ${label.path}`);
      continue;
    }
    c.detection.tp++;
    const tally = (bucket: { correct: number; total: number }, ok: boolean, what: string) => {
      bucket.total++;
      if (ok) bucket.correct++;
      else c.mistakes.push(`${label.path}: ${what}`);
    };
    tally(c.status, o.status.current === label.status, `status ${o.status.current} ≠ ${label.status}`);
    tally(c.dueDate, o.status.due_date === label.due_date, `due ${o.status.due_date} ≠ ${label.due_date}`);
    tally(
      c.amount,
      sameAmount(o.fundingAmountLow, label.fundingAmountLow) && sameAmount(o.fundingAmountHigh, label.fundingAmountHigh),
      `amount ${o.fundingAmountLow}–${o.fundingAmountHigh} ≠ ${label.fundingAmountLow}–${label.fundingAmountHigh}`,
    );
    const want = new Set(label.related.map(normalisePath));
    const optional = new Set((label.relatedOptional ?? []).map(normalisePath));
    const got = new Set(o.relatedDocuments.map((d) => normalisePath(pathOf(d.url))).filter((p) => !optional.has(p) || want.has(p)));
    for (const g of got) {
      if (want.has(g)) c.related.tp++;
      else {
        c.related.fp++;
        c.mistakes.push(`${label.path}: extra related ${g}`);
      }
    }
    for (const w of want) {
      if (got.has(w)) continue;
      c.related.fn++;
      c.mistakes.push(`${label.path}: missing related ${w}`);
    }
  }
  return c;
}

const prf = ({ tp, fp, fn }: { tp: number; fp: number; fn: number }) => {
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
};
const rate = ({ correct, total }: { correct: number; total: number }) => (total ? correct / total : 1);

/** Micro-averaged scores over one or more sites' counts. */
export function summarise(all: Counts[]): QualityScores {
  const sum = <K extends "detection" | "related">(k: K) =>
    all.reduce((a, c) => ({ tp: a.tp + c[k].tp, fp: a.fp + c[k].fp, fn: a.fn + c[k].fn }), { tp: 0, fp: 0, fn: 0 });
  const sumRate = (k: "status" | "dueDate" | "amount") =>
    all.reduce((a, c) => ({ correct: a.correct + c[k].correct, total: a.total + c[k].total }), { correct: 0, total: 0 });
  return {
    detection: prf(sum("detection")),
    statusAccuracy: rate(sumRate("status")),
    dueDateExactMatch: rate(sumRate("dueDate")),
    amountMatch: rate(sumRate("amount")),
    related: prf(sum("related")),
  };
}

/**
 * Ranked recall: the labelled programmes among a site's first (labels + 5) records when ranked by
 * relevance, as a person reading the list with "only grant opportunities" off would meet them.
 */
export function rankedRecall(labels: SiteLabels, records: Array<Pick<GrantRecord, "url" | "relevance_score">>): { found: number; total: number } {
  const wanted = new Set(labels.opportunities.map((o) => normalisePath(o.path)));
  const top = [...records].sort((a, b) => b.relevance_score - a.relevance_score).slice(0, wanted.size + 5);
  return { found: new Set(top.map((r) => normalisePath(pathOf(r.url))).filter((p) => wanted.has(p))).size, total: wanted.size };
}

/**
 * The page a person would mark "This is an opportunity" after a first look: the first labelled
 * programme among the `shown` highest-ranked pages the analysis did not list (the results page's
 * "Possible programmes"), or null when none of them is one.
 */
export function firstMarkablePage(
  labels: SiteLabels,
  relevance: Record<string, number>,
  listed: Array<Pick<GrantRecord, "url">>,
  shown: number,
): string | null {
  const wanted = new Set(labels.opportunities.map((o) => normalisePath(o.path)));
  const done = new Set(listed.map((r) => normalisePath(pathOf(r.url))));
  const possible = Object.entries(relevance)
    .filter(([url]) => !done.has(normalisePath(pathOf(url))))
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown);
  return possible.find(([url]) => wanted.has(normalisePath(pathOf(url))))?.[0] ?? null;
}

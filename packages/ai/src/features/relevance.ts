import type { PageFeatures } from "./page-features.js";
import { hasApply, hasNegativeSegment, isNegativePage, POSITIVE_SEGMENT, PROGRAM_NAME } from "./page-signals.js";

/**
 * With onlyGrantOpportunities, only detected opportunities scoring at least this become records;
 * without it, every page at or above it does. 0.5 is the logistic score's midpoint: the page's
 * grant evidence outweighs its negative evidence.
 */
export const RELEVANCE_THRESHOLD = 0.5;

const TERMS: Array<[RegExp, number]> = [
  [/\bgrants?\b/gi, 1],
  [/\bfunding\b/gi, 1],
  [/\bfunds?\b/gi, 0.5],
  [/\bawards?\b/gi, 0.5],
  [/\bapply\b/gi, 1],
  [/\bapplica(?:tions?|nts?)\b/gi, 0.8],
  [/\bdeadlines?\b/gi, 1.2],
  [/\beligib(?:le|ility)\b/gi, 1],
  [
    /\b(?:rfps?|rfas?|nofos?|requests?\s+for\s+(?:proposals|applications)|calls?\s+for\s+(?:proposals|applications)|notices?\s+of\s+funding\s+(?:opportunity|availability))\b/gi,
    1.5,
  ],
  [/\b(?:cfda|assistance\s+listing)\b/gi, 0.8],
  [/\b(?:letters?\s+of\s+(?:inquiry|intent)|lois?)\b/gi, 1],
  [/\b(?:fellowships?|scholarships?|bursar(?:y|ies)|prizes?)\b/gi, 0.8],
  [/\bproposals?\b/gi, 0.6],
  [/\bprogram(?:me)?s?\b/gi, 0.3],
];

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Grant vocabulary of a text, 0–1 (computed once per page: see PageFeatures.vocabulary). */
export function vocabulary(text: string): number {
  const sum = TERMS.reduce((acc, [re, w]) => acc + w * Math.log1p((text.match(re) ?? []).length), 0);
  return Math.min(1, sum / 8);
}

/**
 * Grant relevance of a page, 0–1: a logistic blend of grant vocabulary (text, title, inbound
 * anchor texts), structure (deadline / amount / eligibility fields and sections), URL path, and
 * negative evidence (news, staff, about, privacy, careers, events, past grantees).
 */
export function relevanceScore(f: PageFeatures, inboundAnchors: string[]): number {
  const text = f.vocabulary;
  const title = PROGRAM_NAME.test(f.title) ? 1 : vocabulary(f.title);
  const anchors = inboundAnchors.some((a) => PROGRAM_NAME.test(a) || /\bapply\b/i.test(a)) ? 1 : 0;
  const url = f.segments.some((s) => POSITIVE_SEGMENT.test(s)) ? 1 : 0;
  const structure =
    (f.dueDate.dueDate || f.dueDate.rolling || f.hasTiming ? 0.4 : 0) +
    ((f.amounts.low ?? f.amounts.high ?? f.amounts.total) ? 0.3 : 0) +
    (f.eligibility.text ? 0.2 : 0) +
    (hasApply(f) ? 0.2 : 0);
  const negative = isNegativePage(f) ? 1 : 0;
  const chrome = hasNegativeSegment(f.segments, 1) ? 0.5 : 0;
  const z = -3 + 2.2 * text + 1.1 * title + 0.5 * anchors + 0.9 * url + 2.4 * structure - 3.5 * negative - chrome;
  return Math.round(sigmoid(z) * 1000) / 1000;
}

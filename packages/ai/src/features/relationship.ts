import type { Relationship } from "../record.js";

/** Words that name what a supporting document covers, most specific first. */
const CUES: Array<[Exclude<Relationship, "parent-page" | "related-opportunity">, RegExp]> = [
  ["frequently-asked-questions", /\b(?:faqs?|frequently\s+asked|questions\s+(?:and|&)\s+answers|q\s*&\s*a)\b/i],
  ["eligibility-details", /\b(?:eligib(?:le|ility)|who\s+(?:can|may|should)\s+apply)\b/i],
  ["budget-guidelines", /\b(?:budgets?|financial\s+(?:guidance|guidelines|template)|cost(?:s|ing)?\s+(?:guidance|guidelines|template)|eligible\s+costs)\b/i],
  ["evaluation-criteria", /\b(?:criteria|evaluation|scoring|assessment|selection\s+process|review\s+process|rubric|how\s+we\s+(?:assess|decide|review))\b/i],
  [
    "main-document",
    /\b(?:call\s+for\s+(?:proposals|applications)|requests?\s+for\s+(?:proposals|applications)|rfp|rfa|nofo|full\s+(?:announcement|call)|notice\s+of\s+funding|programme\s+specification)\b/i,
  ],
  ["application-instructions", /\b(?:how\s+to\s+apply|apply|application|applicants?|instructions|submission|guidelines|guidance|guide)\b/i],
  ["contact-information", /\b(?:contact|get\s+in\s+touch|program\s+officer|enquiries|inquiries)\b/i],
];

export interface RelationshipInput {
  anchorText: string | null;
  title: string | null;
  url: string;
  isOpportunity: boolean;
  isParent: boolean;
}

/** The last URL segment as words: "/grants/arts/budget-guidelines.pdf" → "budget guidelines". */
function slugWords(url: string): string {
  const last = url.split(/[?#]/)[0]!.split("/").filter(Boolean).at(-1) ?? "";
  return decodeURIComponent(last)
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .replace(/[-_+]+/g, " ");
}

/**
 * What a document is to an opportunity. Parent and sibling opportunity come from the site's
 * structure; otherwise the link's anchor text, then the document's title, then its file name
 * name what it covers. A document naming none of these is a supporting document.
 */
export function classifyRelationship(input: RelationshipInput): Relationship {
  if (input.isOpportunity) return "related-opportunity";
  if (input.isParent) return "parent-page";
  for (const source of [input.anchorText, input.title, slugWords(input.url)]) {
    if (!source) continue;
    const hit = CUES.find(([, re]) => re.test(source));
    if (hit) return hit[0];
  }
  return "supporting-document";
}

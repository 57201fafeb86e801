/** Related-document relationships: sort order, labels, colours and file-type icons (spec sections 3 and 9). */

/** Spec section 9 sort order; underscore and hyphen spellings map to the same rank. */
const ORDER: Record<string, number> = {
  "main-document": 0,
  "application-instructions": 1,
  "application-form": 1,
  "eligibility-details": 2,
  eligibility: 2,
  "budget-guidelines": 3,
  budget: 3,
  "evaluation-criteria": 4,
  evaluation: 4,
  faq: 5,
  "frequently-asked-questions": 5,
  "contact-information": 6,
  contact: 6,
  "supporting-document": 7,
  "supplementary-materials": 7,
  "strategic-document": 7,
  supporting: 7,
  "parent-page": 8,
  "parent-document": 8,
  parent: 8,
  "related-opportunity": 9,
  related: 9,
};
export const UNKNOWN_RELATIONSHIP_ORDER = 99;

const canonical = (relationship: string) =>
  relationship
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, "-");

export function relationshipOrder(relationship: string | null | undefined): number {
  return ORDER[canonical(relationship ?? "")] ?? UNKNOWN_RELATIONSHIP_ORDER;
}

const LABELS: Record<string, string> = {
  "main-document": "Main Document",
  "application-instructions": "Application Instructions",
  "application-form": "Application Form",
  "eligibility-details": "Eligibility Details",
  "budget-guidelines": "Budget Guidelines",
  "evaluation-criteria": "Evaluation Criteria",
  faq: "FAQ",
  "frequently-asked-questions": "FAQ",
  "contact-information": "Contact Information",
  "supporting-document": "Supporting Document",
  "supplementary-materials": "Supplementary Materials",
  "strategic-document": "Strategic Document",
  "parent-page": "Parent Page",
  "parent-document": "Parent Document",
  "related-opportunity": "Related Opportunity",
};

/** Known forms get their label; an unknown one is its underscore/hyphen-separated words capitalised. */
export function relationshipLabel(relationship: string | null | undefined): string {
  const key = canonical(relationship ?? "");
  if (!key) return "Unknown";
  return (
    LABELS[key] ??
    key
      .split("-")
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ")
  );
}

const COLORS: Record<number, string> = { 0: "teal", 1: "blue", 2: "green", 3: "orange", 4: "grape", 5: "cyan", 6: "pink", 7: "indigo", 8: "violet", 9: "lime" };

/** Each known relationship has its own colour; unknown ones are grey. */
export function relationshipColor(relationship: string | null | undefined): string {
  return COLORS[relationshipOrder(relationship)] ?? "gray";
}

export type FileIconKey = "pdf" | "doc" | "xls" | "html" | "file";

/** Icon key for a document's file type, read from fileType or else the URL's extension. */
export function fileIconKey(fileType: string | null | undefined, url?: string | null): FileIconKey {
  let ext = (fileType ?? "").toLowerCase().replace(/^\./, "");
  if (!ext && url) ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url.replace(/^https?:\/\/[^/]+/i, ""))?.[1]?.toLowerCase() ?? "";
  if (ext.includes("pdf")) return "pdf";
  if (ext === "doc" || ext === "docx" || ext.includes("word")) return "doc";
  if (ext === "xls" || ext === "xlsx" || ext.includes("sheet") || ext.includes("excel")) return "xls";
  if (ext === "html" || ext === "htm" || ext.includes("html")) return "html";
  return "file";
}

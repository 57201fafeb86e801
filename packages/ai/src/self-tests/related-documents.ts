import { clusterRelatedDocuments } from "../features/related-documents.js";
import { classifyRelationship, type RelationshipInput } from "../features/relationship.js";
import { type PageInput, type RelatedDocumentRecord, relatedDocumentSchema } from "../record.js";
import { check, report, type SelfTestReport } from "./report.js";
import { SAMPLE_DOCUMENTS, SAMPLE_OPPORTUNITY, SAMPLE_SIBLING } from "./samples.js";

/** The parts under test; a test may swap one for a broken version to see the suite fail. */
export interface RelatedDocumentTestDeps {
  cluster?: (opportunity: PageInput, candidates: PageInput[], all: PageInput[]) => RelatedDocumentRecord[];
  classify?: (input: RelationshipInput) => string;
}

/** Clustering and relationship classification of the built-in sample documents. */
export function runRelatedDocumentTests(deps: RelatedDocumentTestDeps = {}): SelfTestReport {
  const cluster = deps.cluster ?? clusterRelatedDocuments;
  const classify = deps.classify ?? classifyRelationship;
  const candidates = [SAMPLE_SIBLING, ...SAMPLE_DOCUMENTS.map((d) => d.page)];
  const run = () => cluster(SAMPLE_OPPORTUNITY, candidates, [SAMPLE_OPPORTUNITY, SAMPLE_SIBLING]);
  return report([
    check("basicClustering", "The programme's own documents are attached; the sibling's FAQ and the news post are not", () => {
      const urls = new Set(run().map((d) => d.url));
      const wrong = SAMPLE_DOCUMENTS.filter((d) => urls.has(d.page.url) !== (d.expected !== null)).map((d) => d.page.url);
      return { passed: wrong.length === 0, details: wrong.length ? `Misattributed: ${wrong.join(", ")}` : `${urls.size} documents attached` };
    }),
    check("relationshipClassification", "Each sample document gets its relationship (FAQ, eligibility, budget, evaluation, parent)", () => {
      const byUrl = new Map(run().map((d) => [d.url, d.relationship]));
      const wrong = SAMPLE_DOCUMENTS.filter((d) => d.expected).flatMap((d) => {
        const direct = classify({ anchorText: null, title: d.page.title, url: d.page.url, isOpportunity: false, isParent: d.expected === "parent-page" });
        const got = byUrl.get(d.page.url);
        return direct === d.expected && got === d.expected ? [] : [`${d.page.title}: expected ${d.expected}, got ${direct} / ${got ?? "not attached"}`];
      });
      return { passed: wrong.length === 0, details: wrong.length ? wrong.join("; ") : "All relationships as expected" };
    }),
    check("documentFormatting", "Records are valid, de-duplicated, scored 0–1, with a reason and the right file type", () => {
      const docs = run();
      const problems = docs.flatMap((d) => [
        ...(relatedDocumentSchema.safeParse(d).success ? [] : [`${d.url}: invalid record`]),
        ...(d.matchReason ? [] : [`${d.url}: no match reason`]),
        ...(d.fileType === (d.url.endsWith(".pdf") ? "pdf" : "html") ? [] : [`${d.url}: file type ${d.fileType}`]),
      ]);
      if (new Set(docs.map((d) => d.url)).size !== docs.length) problems.push("duplicate URLs");
      return { passed: docs.length > 0 && problems.length === 0, details: problems.length ? problems.join("; ") : `${docs.length} well-formed records` };
    }),
  ]);
}

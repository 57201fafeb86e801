import type { PageInput } from "../record.js";

const ORIGIN = "https://sample-foundation.example";
const page = (path: string, title: string, text: string, links: Array<[string, string]>, kind: PageInput["kind"] = "page"): PageInput => {
  const anchors = links.map(([href, t]) => `<a href="${href}">${t}</a>`).join(" ");
  return {
    url: `${ORIGIN}${path}`,
    title,
    text,
    kind,
    depth: 1,
    statusCode: 200,
    html:
      kind === "page" ? `<html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p>${anchors}</p></main></body></html>` : null,
    links: links.map(([href, t]) => ({ url: `${ORIGIN}${href}`, text: t })),
    contentType: kind === "page" ? "text/html" : "application/pdf",
  };
};

/** A small built-in site: one programme with its documents, a sibling programme, an index and a news post. */
export const SAMPLE_OPPORTUNITY = page(
  "/grants/river-restoration",
  "River Restoration Grant",
  "Grants of up to $40,000 for river restoration projects. Deadline: April 2, 2027.",
  [
    ["/grants/river-restoration/faq", "Questions about the River Restoration Grant"],
    ["/grants/river-restoration/eligibility", "Eligibility requirements"],
    ["/files/river-restoration-budget-template.pdf", "Budget template (PDF)"],
    ["/grants/river-restoration/scoring", "How we score proposals"],
  ],
);
export const SAMPLE_SIBLING = page("/grants/urban-trees", "Urban Trees Grant", "Grants of up to $15,000 for planting street trees. Deadline: May 5, 2027.", [
  ["/grants/urban-trees/faq", "Urban Trees FAQ"],
]);

export const SAMPLE_DOCUMENTS: Array<{ page: PageInput; expected: string | null }> = [
  {
    page: page("/grants/river-restoration/faq", "River Restoration Grant FAQ", "Frequently asked questions about the River Restoration Grant.", []),
    expected: "frequently-asked-questions",
  },
  {
    page: page("/grants/river-restoration/eligibility", "Who can apply", "Nonprofits and tribal governments are eligible for the River Restoration Grant.", []),
    expected: "eligibility-details",
  },
  {
    page: page("/files/river-restoration-budget-template.pdf", "Budget template", "Budget template for River Restoration Grant applicants.", [], "document"),
    expected: "budget-guidelines",
  },
  {
    page: page("/grants/river-restoration/scoring", "Evaluation criteria", "Proposals are scored on ecological benefit and community support.", []),
    expected: "evaluation-criteria",
  },
  {
    page: page("/grants", "Our grants", "We offer two grant programs.", [
      ["/grants/river-restoration", "River Restoration Grant"],
      ["/grants/urban-trees", "Urban Trees Grant"],
    ]),
    expected: "parent-page",
  },
  {
    page: page("/grants/urban-trees/faq", "Urban Trees Grant FAQ", "Frequently asked questions about the Urban Trees Grant.", [
      ["/grants/urban-trees", "Urban Trees Grant"],
    ]),
    expected: null,
  },
  {
    page: page("/news/river-day", "News: River Day celebration", "Our River Restoration Grant recipients celebrated River Day.", [
      ["/grants/river-restoration", "River Restoration Grant"],
    ]),
    expected: null,
  },
];

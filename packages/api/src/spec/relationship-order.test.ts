import { describe, expect, it } from "vitest";
import { fileIconKey, relationshipColor, relationshipLabel, relationshipOrder } from "./relationship-order.js";

describe("relationship order", () => {
  it("follows spec section 9 for both spellings", () => {
    const hyphen = [
      "main-document",
      "application-instructions",
      "eligibility-details",
      "budget-guidelines",
      "evaluation-criteria",
      "frequently-asked-questions",
      "contact-information",
      "supporting-document",
      "parent-page",
      "related-opportunity",
    ];
    expect(hyphen.map(relationshipOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const underscore = [
      "application_instructions",
      "eligibility_details",
      "budget_guidelines",
      "evaluation_criteria",
      "faq",
      "contact_information",
      "supplementary_materials",
      "parent_document",
      "related_opportunity",
    ];
    expect(underscore.map(relationshipOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(relationshipOrder("something_else")).toBe(99);
    expect(relationshipOrder(null)).toBe(99);
  });
  it("labels underscore forms, hyphen forms and unknown ones", () => {
    expect(
      [
        "application_instructions",
        "eligibility_details",
        "budget_guidelines",
        "evaluation_criteria",
        "faq",
        "contact_information",
        "supplementary_materials",
        "parent_document",
        "related_opportunity",
      ].map(relationshipLabel),
    ).toEqual([
      "Application Instructions",
      "Eligibility Details",
      "Budget Guidelines",
      "Evaluation Criteria",
      "FAQ",
      "Contact Information",
      "Supplementary Materials",
      "Parent Document",
      "Related Opportunity",
    ]);
    expect(relationshipLabel("frequently-asked-questions")).toBe("FAQ");
    expect(relationshipLabel("main-document")).toBe("Main Document");
    expect(relationshipLabel("annual_report_summary")).toBe("Annual Report Summary");
  });
  it("unknown relationships are grey", () => {
    expect(relationshipColor("mystery")).toBe("gray");
    expect(relationshipColor("faq")).not.toBe("gray");
  });
  it("file icons by type or extension", () => {
    expect(fileIconKey("pdf")).toBe("pdf");
    expect(fileIconKey("DOCX")).toBe("doc");
    expect(fileIconKey("doc")).toBe("doc");
    expect(fileIconKey("xlsx")).toBe("xls");
    expect(fileIconKey("xls")).toBe("xls");
    expect(fileIconKey("htm")).toBe("html");
    expect(fileIconKey(null, "https://a.org/files/rfp.pdf?v=2")).toBe("pdf");
    expect(fileIconKey(null, "https://a.org/page")).toBe("file");
    expect(fileIconKey(null, "https://a.org")).toBe("file");
  });
});

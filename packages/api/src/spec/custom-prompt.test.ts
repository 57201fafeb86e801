import { describe, expect, it } from "vitest";
import { buildEnrichInput, DEFAULT_SYSTEM_PROMPT, defaultCustomOptions, defaultPromptTemplate } from "./custom-prompt.js";

describe("custom analysis options", () => {
  it("has a default template covering the five topics, varying with prior analysis", () => {
    const fresh = defaultPromptTemplate(false);
    for (const word of ["funding amount", "restrictions", "Eligibility", "dates", "application materials", "special considerations"])
      expect(fresh).toContain(word);
    expect(defaultPromptTemplate(true)).not.toBe(fresh);
    expect(DEFAULT_SYSTEM_PROMPT).toMatch(/grant analysis expert/);
    expect(DEFAULT_SYSTEM_PROMPT).toMatch(/null/);
  });
  it("sends the plain enrichment with all five flags and no custom fields", () => {
    const input = buildEnrichInput("https://f.org/g", { title: "G", rawHtmlContent: "<p>x</p>", analysisNotes: ["n"] });
    expect(input.options).toEqual({
      mode: "standard",
      enrichFunding: true,
      enrichDates: true,
      enrichEligibility: true,
      analyzeSupportingDocuments: true,
      includeContactDetails: true,
    });
    expect(input.opportunity).toEqual({ title: "G" });
  });
  it("does not send a blank prompt and drops empty steps", () => {
    const custom = { ...defaultCustomOptions(), customPrompt: "   ", useCustomSteps: true, customSteps: ["Read", " ", "Write"], model: "gpt-4-turbo" };
    const input = buildEnrichInput("https://f.org/g", null, custom);
    expect(input.customPrompt).toBeUndefined();
    expect(input.options.customPrompt).toBeUndefined();
    expect(input.options.customSteps).toEqual(["Read", "Write"]);
    expect(input.options.model).toBe("gpt-4-turbo");
    expect(input.options.customSystemPrompt).toBeUndefined();
  });
  it("sends the system prompt only when its checkbox is on", () => {
    const custom = { ...defaultCustomOptions(), customPrompt: " Focus on budgets ", useCustomSystemPrompt: true, customSystemPrompt: "Be terse." };
    const input = buildEnrichInput("https://f.org/g", null, custom);
    expect(input.customPrompt).toBe("Focus on budgets");
    expect(input.options.customSystemPrompt).toBe("Be terse.");
    expect(input.options.useCustomSteps).toBe(false);
  });
});

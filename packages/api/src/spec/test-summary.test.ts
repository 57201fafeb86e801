import { describe, expect, it } from "vitest";
import { checkStates, summarizeTests, testFailureMessage } from "./test-summary.js";

const t = (name: string, passed: boolean) => ({ name, description: "", passed, details: "" });

describe("test suite summary", () => {
  it("shows Not Run before a run and matches results by any spelling of the name", () => {
    expect(checkStates("embedding", null)).toEqual({ smallContent: "Not Run", largeContent: "Not Run", truncation: "Not Run" });
    expect(checkStates("embedding", [t("Truncation", true), t("small_content", true), t("Large content", false)])).toEqual({
      smallContent: "Passed",
      largeContent: "Failed",
      truncation: "Passed",
    });
  });
  it("falls back to position for unrecognised names", () => {
    expect(checkStates("relationship", [t("a", true), t("b", false)])).toEqual({
      basicClustering: "Passed",
      relationshipClassification: "Failed",
      documentFormatting: "Not Run",
    });
  });
  it("counts across both groups", () => {
    expect(summarizeTests([t("a", true), t("b", false)], null, [t("c", true)])).toEqual({ total: 3, passed: 2, failed: 1 });
  });
  it("formats the console line", () => {
    expect(testFailureMessage(new Error("boom"))).toBe("Test failed: boom");
    expect(testFailureMessage(undefined)).toBe("Test failed: Unknown error");
  });
});

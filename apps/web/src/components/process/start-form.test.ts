import { describe, expect, it } from "vitest";
import { opportunityUrl } from "./start-form";

describe("the Process Opportunity start form's address", () => {
  it("takes a full http(s) address, and a bare one as https", () => {
    expect(opportunityUrl(" https://funder.org/grants/arts ")).toBe("https://funder.org/grants/arts");
    expect(opportunityUrl("http://127.0.0.1:8080/grants/x")).toBe("http://127.0.0.1:8080/grants/x");
    expect(opportunityUrl("funder.org/grants/arts")).toBe("https://funder.org/grants/arts");
  });
  it("refuses what is not a web page's address", () => {
    for (const bad of ["", "   ", "javascript:alert(1)", "ftp://funder.org/x", "arts grant", "mailto:a@funder.org"]) expect(opportunityUrl(bad)).toBeNull();
  });
});

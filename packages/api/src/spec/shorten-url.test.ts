import { describe, expect, it } from "vitest";
import { truncateJobUrl } from "./shorten-url.js";

describe("job card URL", () => {
  it("keeps short URLs and cuts long ones to 30 characters", () => {
    expect(truncateJobUrl("https://example.org")).toBe("https://example.org");
    const long = "https://www.northfield-foundation.org/grants";
    expect(truncateJobUrl(long)).toBe("https://www.northfield-foundat...");
    expect(truncateJobUrl(long).replace("...", "")).toHaveLength(30);
  });
});

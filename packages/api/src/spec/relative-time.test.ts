import { describe, expect, it } from "vitest";
import { timeAgo } from "./relative-time.js";

const now = new Date("2025-06-01T12:00:00Z");

describe("timeAgo", () => {
  it("uses date-fns wording followed by 'ago'", () => {
    expect(timeAgo("2025-06-01T11:00:00Z", now)).toBe("about 1 hour ago");
    expect(timeAgo(new Date("2025-05-29T12:00:00Z"), now)).toBe("3 days ago");
    expect(timeAgo("2025-06-01T11:59:50Z", now)).toBe("less than a minute ago");
  });
});

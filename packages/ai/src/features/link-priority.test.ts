import { describe, expect, it } from "vitest";
import { grantLinkPriority } from "./link-priority.js";

describe("grantLinkPriority", () => {
  it("ranks a link by its anchor naming a programme or call and its URL naming one", () => {
    expect(grantLinkPriority({ url: "https://f.org/conf/2022/opportunity-grants/", text: "Opportunity Grants" })).toBe(2);
    expect(grantLinkPriority({ url: "https://f.org/announce/2026-03-13-mw/", text: "Call for Scholarship Applications" })).toBe(1);
    expect(grantLinkPriority({ url: "https://f.org/fellowships/", text: null })).toBe(1);
    expect(grantLinkPriority({ url: "https://f.org/about/team/", text: "Our team" })).toBe(0);
  });

  it("moves up the index of the site's news or announcements, where calls are posted, but not each post", () => {
    expect(grantLinkPriority({ url: "https://f.org/announce/", text: "Announcements" })).toBe(1);
    expect(grantLinkPriority({ url: "https://f.org/news/", text: " News & Updates " })).toBe(1);
    expect(grantLinkPriority({ url: "https://f.org/news/2024-06-01-new-board/", text: "News: a new board" })).toBe(0);
  });
});

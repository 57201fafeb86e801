import { describe, expect, it } from "vitest";
import { programmesBeyondDepth } from "./beyond-depth.js";

const link = (path: string, text: string) => ({ url: `https://fund.example${path}`, text, found_on: "https://fund.example/programs" });

describe("programmesBeyondDepth", () => {
  it("keeps links whose anchor and URL both name a programme (the analyser's link score 2), once per URL", () => {
    const beyond = programmesBeyondDepth(
      [
        link("/programs/arts-grant", "Read more"),
        link("/programs/arts-grant", "Arts Grant"),
        link("/community-fund", "Community Fund"),
        link("/programs/environment", "Environment"), // URL only: score 1
        link("/news", "News"), // the news index: score 1
        link("/past-grants", "Grants we made"), // a past-grants list is score 2 too: the notice can over-count
        link("/grants/photo.jpg", "Grant photo"), // an image the crawler never fetches
      ],
      1,
    );
    expect(beyond.max_depth).toBe(1);
    expect(beyond.examples.map((e) => [e.url.slice("https://fund.example".length), e.text])).toEqual([
      ["/community-fund", "Community Fund"],
      ["/past-grants", "Grants we made"],
      ["/programs/arts-grant", "Arts Grant"],
    ]);
    expect(beyond.likely_programmes).toBe(3);
  });

  it("names at most ten but counts them all", () => {
    const links = Array.from({ length: 14 }, (_, i) => link(`/grants/grant-${i}`, `Grant ${i}`));
    const beyond = programmesBeyondDepth(links, 2);
    expect(beyond.likely_programmes).toBe(14);
    expect(beyond.examples).toHaveLength(10);
  });
});

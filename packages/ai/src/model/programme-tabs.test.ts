import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import { pageFeatures } from "../features/page-features.js";
import { buildSiteContext } from "../features/site-context.js";
import { programmeTabs } from "./programme-tabs.js";

const today = new Date("2026-11-23T12:00:00Z");
const features = (pages: Array<[string, string]>) => {
  const inputs = pages.map(([path, title]) => pageInput({ url: `https://f.example${path}`, title, text: `${title}.` }));
  const site = buildSiteContext(inputs, today);
  return inputs.map((p) => pageFeatures(p, site));
};

describe("programmeTabs", () => {
  it("pages under a page with its very title are its tabs", () => {
    const tabs = programmeTabs(
      features([
        ["/", "Home"],
        ["/funding", "Charter Fund"],
        ["/funding/criteria", "Charter Fund"],
        ["/funding/faq", "Charter Fund FAQ"],
        ["/other", "Charter Fund"],
      ]),
    );
    expect([...tabs]).toEqual([["https://f.example/funding/criteria", "https://f.example/funding"]]);
  });

  it("neither the home page nor a news index is a parent, whatever the titles", () => {
    expect(
      programmeTabs(
        features([
          ["/news", "Our Fund"],
          ["/news/call-for-proposals", "Our Fund"],
        ]),
      ).size,
    ).toBe(0);
    expect(
      programmeTabs(
        features([
          ["/", "Our Fund"],
          ["/about", "Our Fund"],
        ]),
      ).size,
    ).toBe(0);
  });
});

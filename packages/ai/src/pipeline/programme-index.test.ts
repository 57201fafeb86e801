import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import type { PageInput } from "../record.js";
import { prepareSite } from "./prepare-site.js";
import { withoutProgrammeIndexes } from "./programme-index.js";

const page = (path: string, title: string, links: string[]): PageInput => {
  const anchors = links.map((l) => `<li><a href="${l}">${l}</a></li>`).join("");
  return pageInput({
    url: `https://found.example${path}`,
    title,
    text: `${title}\nWe fund work in our region. ${links.join(" ")}`,
    html: `<html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>We fund work in our region, ${path}.</p><ul>${anchors}</ul></main></body></html>`,
    links: links.map((l) => ({ url: `https://found.example${l}`, text: l })),
    depth: path === "/" ? 0 : 1,
  });
};

/** Every page of the site taken for a programme, as the page model might; the index rule decides which stay. */
async function kept(pages: PageInput[]): Promise<string[]> {
  const prepared = await prepareSite(pages, new Date("2026-11-28"));
  return withoutProgrammeIndexes(prepared.features)
    .map((f) => new URL(f.key).pathname)
    .sort();
}

describe("a programme index is not a programme (labelling.md: the index is related_optional of each)", () => {
  it("leaves out a page listing two programmes under it, and the home page that lists them", async () => {
    const pages = [
      page("/", "Home", ["/grants/arts", "/grants/youth"]),
      page("/grants", "Our grant programmes", ["/grants/arts", "/grants/youth"]),
      page("/grants/arts", "Arts Grant", ["/grants/youth"]),
      page("/grants/youth", "Youth Fund", ["/grants/arts"]),
    ];
    expect(await kept(pages)).toEqual(["/grants/arts", "/grants/youth"]);
  });

  it("keeps a programme that links to sister programmes beside it, not under it", async () => {
    const pages = [page("/arts", "Arts Grant", ["/youth", "/science"]), page("/youth", "Youth Fund", []), page("/science", "Science Fund", [])];
    expect(await kept(pages)).toEqual(["/arts", "/science", "/youth"]);
  });

  it("keeps a page that links to one programme under it: one programme and its own page", async () => {
    const pages = [page("/grants", "Grants", ["/grants/arts", "/grants/arts/faq"]), page("/grants/arts", "Arts Grant", []), page("/grants/other", "Other", [])];
    const prepared = await prepareSite(pages, new Date("2026-11-28"));
    const programmes = prepared.features.filter((f) => !f.key.endsWith("/other"));
    expect(withoutProgrammeIndexes(programmes).map((f) => new URL(f.key).pathname)).toContain("/grants");
  });
});

describe("an index and the user's marks", () => {
  const site = [
    page("/grants", "Our grant programmes", ["/grants/arts", "/grants/youth"]),
    page("/grants/arts", "Arts Grant", []),
    page("/grants/youth", "Youth Fund", []),
  ];
  const url = (path: string) => `https://found.example${path}`;

  it("stays an index when one of its programmes was dismissed", async () => {
    const prepared = await prepareSite(site, new Date("2026-11-28"));
    const left = prepared.features.filter((f) => !f.key.endsWith("/youth"));
    const marks = new Map([[url("/grants/youth"), false]]);
    expect(withoutProgrammeIndexes(left, marks).map((f) => new URL(f.key).pathname)).toEqual(["/grants/arts"]);
  });

  it("is listed when the user marked it 'This is an opportunity'", async () => {
    const prepared = await prepareSite(site, new Date("2026-11-28"));
    const marks = new Map([[url("/grants"), true]]);
    expect(withoutProgrammeIndexes(prepared.features, marks)).toHaveLength(3);
  });
});

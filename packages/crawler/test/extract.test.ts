import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedSite, serveFixtureSite, trapSite } from "../fixtures/index.js";
import { parseHtml, readableText } from "../src/extract/html.js";
import { fetchSinglePage } from "../src/index.js";

const keepAll = () => true;

describe("page text", () => {
  const html = `<html><head><title>Arts Fund</title><style>.x{}</style></head><body>
<nav><a href="/about">About us</a></nav>
<h1>Arts and Culture Fund</h1><p>Grants for
  community arts.</p><p>Deadline: <b>30 September</b></p>
<ul><li>Charities</li><li>Community groups</li></ul>
<table><tr><th>Size</th><th>Decision</th></tr><tr><td>£10,000</td><td>8 weeks</td></tr></table>
<script>var tracking = 1;</script><footer>© Foundation</footer></body></html>`;

  it("keeps headings, paragraphs, lists and tables apart and drops boilerplate", () => {
    expect(parseHtml(html, "https://example.org/grants/arts", keepAll).content.title).toBe("Arts Fund");
    expect(readableText(html)).toBe(
      "Arts and Culture Fund\n\nGrants for community arts.\n\nDeadline: 30 September\n\n- Charities\n- Community groups\n\nSize | Decision\n£10,000 | 8 weeks",
    );
  });

  it("collects normalised links with their anchor text, nav links included", () => {
    const { content } = parseHtml(html, "https://example.org/grants/arts", keepAll);
    expect(content.links).toEqual([{ url: "https://example.org/about", text: "About us" }]);
  });

  it("falls back to the first h1 for the title", () => {
    expect(parseHtml("<h1> Small  Grants </h1><p>x</p>", "https://example.org/", keepAll).content.title).toBe("Small Grants");
  });

  it("reads only the body's visible text, whitespace collapsed and entities decoded", () => {
    const html = `<p>stray before body</p><body><p>Caf&eacute;  &amp;
      bar</p><div hidden><p>draft</p></div><p style="display: none">old</p><p>Open <span aria-hidden="true">*</span>now</p></body><p>after body</p>`;
    expect(readableText(html)).toBe("Café & bar\n\nOpen now");
  });

  it("names links without text by aria-label, title or image alt, and resolves them against <base>", () => {
    const html = `<base href="https://e.org/grants/"><a href="apply"><img src="b.png" alt="Apply now"></a>
      <a href="faq" aria-label="Questions"></a><a href="apply">Apply</a><area href="/map" title="Map">`;
    expect(parseHtml(html, "https://e.org/", keepAll).content.links).toEqual([
      { url: "https://e.org/grants/apply", text: "Apply now" },
      { url: "https://e.org/grants/faq", text: "Questions" },
      { url: "https://e.org/map", text: "Map" },
    ]);
  });

  it("detects JavaScript shells but not short static pages", () => {
    expect(parseHtml(`<div id="root"></div><script src="/app.js"></script>`, "https://e.org/", keepAll).jsShell).toBe(true);
    expect(parseHtml(`<div id="__next"></div>`, "https://e.org/", keepAll).jsShell).toBe(true);
    expect(parseHtml(`<p>This page has moved.</p>`, "https://e.org/", keepAll).jsShell).toBe(false);
    const long = `<div id="app"><p>${"Grant information for applicants. ".repeat(20)}</p></div><script></script>`;
    expect(parseHtml(long, "https://e.org/", keepAll).jsShell).toBe(false);
    // 120 letters but 239 characters of readable text: the length that counts is the text's.
    expect(parseHtml(`<p>${"a ".repeat(120)}</p><script></script>`, "https://e.org/", keepAll).jsShell).toBe(false);
    expect(parseHtml(`<p>${"a ".repeat(90)}</p><script></script>`, "https://e.org/", keepAll).jsShell).toBe(true);
  });
});

describe("fetchSinglePage", () => {
  let site: ServedSite;
  beforeAll(async () => (site = await serveFixtureSite(trapSite())));
  afterAll(() => site.close());

  it("reads a PDF", async () => {
    const page = await fetchSinglePage(`${site.origin}/docs/call-for-proposals-2025.pdf`, { allowPrivateNetworks: true });
    expect(page).toMatchObject({ kind: "document", title: "Call for Proposals 2025", statusCode: 200, depth: 0 });
    expect(page.text).toContain("Grants of between 5,000 and 40,000 pounds");
  });

  it("reads an HTML page, keeping off-site links too", async () => {
    const page = await fetchSinglePage(`${site.origin}/`, { allowPrivateNetworks: true });
    expect(page.title).toBe("Home | Northfield Community Foundation");
    expect(page.links.map((l) => l.url)).toContain("https://elsewhere.example.com/");
    expect(page.html).toContain("<h1>Funding for a stronger Northfield</h1>");
  });

  it("returns a failed page, not an exception, for a timeout", async () => {
    const page = await fetchSinglePage(`${site.origin}/hang`, { allowPrivateNetworks: true, timeoutMs: 300 });
    expect(page).toMatchObject({ note: "timeout", text: null });
  });
});

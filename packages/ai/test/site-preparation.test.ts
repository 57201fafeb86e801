import { describe, expect, it } from "vitest";
import { fixturePageInputs, loadFixtureSites, pageInput } from "../fixtures/index.js";
import { analysePrepared, analyseSite, createLocalProvider, isCandidate, SitePreparation } from "../src/index.js";
import type { PageInput } from "../src/record.js";

/** A fixed shuffle (the crawl delivers pages out of their stored order). */
function shuffled<T>(items: T[]): T[] {
  let seed = 7;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("a site prepared page by page as the crawl delivers it", () => {
  it("gives the same analysis as the whole site read at once, whatever order pages arrive in", async () => {
    for (const site of await loadFixtureSites()) {
      const pages = fixturePageInputs(site);
      const opts = { provider: createLocalProvider(), onlyGrantOpportunities: true, today: site.today };
      const whole = await analyseSite(pages, opts);

      const preparation = new SitePreparation(site.today);
      const arrivals = shuffled(pages.map((page, order) => ({ page, order })));
      // The analysis thread prepares each likely programme for extraction as it is computed.
      const provider = createLocalProvider();
      let computed = 0;
      for (const [i, { page, order }] of arrivals.entries()) {
        preparation.add(page, order);
        if (i % 3 !== 2) continue;
        const fresh = await preparation.refresh();
        computed += fresh.length;
        for (const f of fresh) if (isCandidate(f).isOpportunity) provider.prepare?.(f.page, preparation.context);
      }
      const incremental = await analysePrepared(await preparation.prepare(), { ...opts, provider });

      expect(JSON.stringify(incremental), site.name).toBe(JSON.stringify(whole));
      expect(whole.opportunities.length, site.name).toBeGreaterThan(0);
      // Pages were computed while arriving, and computed again only when the site's chrome or identity changed.
      expect(computed, site.name).toBeGreaterThanOrEqual(pages.length * 0.5);
    }
  });

  /**
   * The site's first programme and `copy` of it (crawled last) are listed once: read all at once,
   * and page by page with the copy arriving before the programme.
   */
  async function listsOnce(copyOf: (programme: PageInput) => PageInput): Promise<void> {
    const [site] = await loadFixtureSites();
    const pages = fixturePageInputs(site!);
    const opts = { provider: createLocalProvider(), onlyGrantOpportunities: true, today: site!.today };
    const listed = (await analyseSite(pages, opts)).opportunities.map((o) => o.url);
    const programme = pages.find((p) => p.url === listed[0])!;
    const copy = copyOf(programme);
    expect((await analyseSite([...pages, copy], opts)).opportunities.map((o) => o.url)).toEqual(listed);

    const preparation = new SitePreparation(site!.today);
    preparation.add(copy, pages.length);
    for (const [order, page] of pages.entries()) if (page !== programme) preparation.add(page, order);
    preparation.add(programme, pages.indexOf(programme));
    expect((await analysePrepared(await preparation.prepare(), opts)).opportunities.map((o) => o.url)).toEqual(listed);
  }

  it("lists a folder and its index.html once, whichever spelling arrives first", async () => {
    await listsOnce((programme) => ({ ...programme, url: `${programme.url.replace(/\/$/, "")}/index.html` }));
  });

  it("lists a page once when the site serves it at two addresses, whichever arrives first", async () => {
    await listsOnce((programme) => ({ ...programme, url: new URL("/old-address-of-a-programme", programme.url).href }));
  });
});

describe("a site preparation's pages", () => {
  it("keep their text as it came, a lone surrogate too (it is kept packed, and UTF-8 would not carry one)", async () => {
    const page = (path: string, text: string) =>
      pageInput({
        url: `https://funder.example${path}`,
        text,
        kind: "document",
        contentType: "application/pdf",
      });
    const texts = ["Grants of £5,000 – apply by 1 March.", "A broken character \uD800 in a document's text."];
    const preparation = new SitePreparation(new Date("2026-06-01"));
    for (const [i, text] of texts.entries()) preparation.add(page(`/doc${i}.pdf`, text), i);
    expect((await preparation.prepare()).pages.map((p) => p.text)).toEqual(texts);
  });
});

describe("a site's analysis and the order its pages were stored in", () => {
  it("scores a site the same whichever page was crawled first and by which link (a resumed crawl stores other orders and depths)", async () => {
    const programme = (i: number) =>
      `The Page ${i} Grant funds community projects. Awards up to $${i},000. Deadline: March ${i}, 2027. Eligibility: registered nonprofits may apply. How to apply: submit the application form online.`;
    const pages: PageInput[] = Array.from({ length: 30 }, (_, i) => {
      const text = `Page ${i}\n${i % 5 === 3 ? programme(i) : `Program notes ${i}.`}`;
      const links = [i + 1, i + 2, i * 2].filter((n) => n > 0 && n < 30).map((n) => ({ url: `https://funder.example/page/${n}`, text: `Page ${n}` }));
      const anchors = links.map((l) => `<a href="${l.url}">${l.text}</a>`).join(" ");
      const html = `<html><head><title>Page ${i}</title></head><body><h1>Page ${i}</h1><p>${text.split("\n")[1]}</p>${anchors}</body></html>`;
      const url = i === 0 ? "https://funder.example/" : `https://funder.example/page/${i}`;
      return pageInput({ url, title: `Page ${i}`, text, html, links, depth: Math.ceil(Math.log2(i + 1)) });
    });
    const opts = { provider: createLocalProvider(), onlyGrantOpportunities: true, today: new Date("2026-06-01") };
    const stored = (await analyseSite(pages, opts)).relevance;
    // Found last, each page by a longer way round.
    const otherCrawl = [...pages].reverse().map((p) => (p.depth ? { ...p, depth: p.depth + 2 } : p));
    const reversed = (await analyseSite(otherCrawl, opts)).relevance;
    expect(reversed).toEqual(stored);
  });
});

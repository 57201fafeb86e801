import type { PageInput } from "@grantscout/ai";
import { fixturePageInputs, loadFixtureSites } from "@grantscout/ai/fixtures";
import { renderPage } from "@grantscout/crawler/bench/site";
import { parseHtml, readableText } from "@grantscout/crawler/extract";

const origin = "https://bench.example";
const inSite = (url: string) => url.startsWith(origin);

/** bench:job's generated site at `count` pages: plain pages in a deep link tree, no programme. */
export function generatedSite(count: number): PageInput[] {
  return Array.from({ length: count }, (_, id) => generatedPage(id, count));
}

/** Page `id` of bench:job's generated site of `count` pages, made on its own so a large site need not be held whole. */
export function generatedPage(id: number, count: number): PageInput {
  const html = renderPage(id, count)!;
  const url = id === 0 ? `${origin}/` : `${origin}/p/${id}`;
  const { content } = parseHtml(html, url, inSite);
  const depth = id === 0 ? 0 : id <= 10 ? 1 : id <= 110 ? 2 : 3;
  return { url, title: content.title, text: readableText(html), html, links: content.links, kind: "page", depth, statusCode: 200, contentType: "text/html" };
}

const fixtureSites = await loadFixtureSites();

/**
 * The invented fixture funders, copied into folders of one site ("/copy3-site2/...") until it has
 * `count` pages, so its programmes, documents and related pages grow with it. Each copy's pages
 * say their copy's number: two pages of one text are one page.
 */
export function fixtureCopies(count: number): PageInput[] {
  const pages: PageInput[] = [];
  for (let copy = 0; pages.length < count; copy++)
    for (const [i, site] of fixtureSites.entries()) {
      const folder = `/copy${copy}-site${i}`;
      for (const p of fixturePageInputs(site, origin)) pages.push(moved(p, folder, `Copy ${copy}`));
    }
  return pages.slice(0, count);
}

function moved(p: PageInput, folder: string, mark: string): PageInput {
  const url = `${origin}${folder}${new URL(p.url).pathname}`;
  if (!p.html) return { ...p, url, text: `${p.text}\n${mark}` };
  const html = p.html.replace(/(href|src)="\//g, `$1="${folder}/`).replace("</body>", `<p>${mark}</p></body>`);
  const { content } = parseHtml(html, url, inSite);
  return { ...p, url, html, text: readableText(html), links: content.links };
}

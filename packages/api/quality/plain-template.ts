import type { PageInput } from "@grantscout/ai";
import { readableText } from "@grantscout/crawler/extract";
import * as cheerio from "cheerio";

/** Elements of a theme, not of a page's content. */
const CHROME = "header, nav, footer, aside, [role=banner], [role=navigation], [role=contentinfo], [role=complementary], script, style, noscript";

/** A block of a site's HTML that most of its pages repeat is the theme's, whatever its tag. */
const REPEATED_SHARE = 0.5;

/**
 * `pnpm bench:quality --plain`: a site's pages as a plain template would serve them: the same
 * content, without the theme. Header, nav, footer and aside go, and so does every block (a direct
 * child of body or of a single wrapper) that half or more of the site's pages repeat word for word;
 * the links left are those inside the content. A model that leans on a theme's menus drops here.
 */
export function plainTemplate(pages: PageInput[]): PageInput[] {
  // Each page is parsed twice (to count the site's blocks, then to strip them) rather than held parsed:
  // a site of large pages parsed at once does not fit in the heap.
  const parse = (p: PageInput) => {
    if (!p.html || p.kind !== "page") return null;
    const doc = cheerio.load(p.html);
    doc(CHROME).remove();
    return doc;
  };
  const blocks = (doc: cheerio.CheerioAPI) => {
    let root = doc("body");
    while (root.children().length === 1) root = root.children().first();
    return root.children().toArray();
  };
  const text = (doc: cheerio.CheerioAPI, el: Parameters<cheerio.CheerioAPI>[0]) => doc(el).text().replace(/\s+/g, " ").trim();
  const counts = new Map<string, number>();
  let htmlPages = 0;
  for (const page of pages) {
    const doc = parse(page);
    if (!doc) continue;
    htmlPages++;
    for (const b of new Set(blocks(doc).map((el) => text(doc, el)))) if (b) counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return pages.map((page) => {
    const doc = parse(page);
    if (!doc) return page;
    for (const el of blocks(doc)) if (htmlPages >= 4 && (counts.get(text(doc, el)) ?? 0) >= REPEATED_SHARE * htmlPages) doc(el).remove();
    const links = doc("a[href]")
      .toArray()
      .flatMap((a) => {
        try {
          return [{ url: new URL(doc(a).attr("href")!, page.url).href.replace(/#.*$/, ""), text: text(doc, a) }];
        } catch {
          return [];
        }
      });
    const html = doc.html();
    return { ...page, html, text: readableText(html), links };
  });
}

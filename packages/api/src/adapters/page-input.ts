import type { PageInput } from "@grantscout/ai";
// The reading half of the crawler only: the analysis thread that imports this module needs no crawlee.
import { pageText, readableText } from "@grantscout/crawler/extract";
import { type CrawlPage, type Database, fetchedPages, type Kysely, saveTexts } from "@grantscout/db/data";

/** A stored crawl page as the analysers read it. */
export function toPageInput(page: CrawlPage): PageInput {
  return {
    url: page.url,
    title: page.title,
    text: pageText(page) ?? "",
    html: page.html,
    links: page.links ?? [],
    kind: page.kind === "document" ? "document" : "page",
    depth: page.depth,
    statusCode: page.status_code,
    contentType: page.content_type,
  };
}

/** Pages worth analysing: fetched successfully and with some text. */
export function isAnalysable(page: CrawlPage): boolean {
  return page.state === "done" && (page.status_code ?? 0) < 400 && Boolean(page.text?.trim());
}

/**
 * The pages with their text. A crawl stores an HTML page's HTML and no text (the text is derived
 * off its fetch path, issue #14): the analysis derives it here and stores it, since the HTML is
 * dropped when the job ends unless the user keeps it.
 */
export async function withText(db: Kysely<Database>, pages: CrawlPage[]): Promise<CrawlPage[]> {
  const derived = pages.flatMap((page) => (page.text === null && page.html !== null ? [{ ...page, text: readableText(page.html) }] : []));
  await saveTexts(db, derived);
  const byId = new Map(derived.map((page) => [page.id, page]));
  return pages.map((page) => byId.get(page.id) ?? page);
}

/** A job's stored pages that the site analysis reads. */
export async function analysablePages(db: Kysely<Database>, jobId: number): Promise<PageInput[]> {
  return (await withText(db, await fetchedPages(db, jobId))).filter(isAnalysable).map(toPageInput);
}

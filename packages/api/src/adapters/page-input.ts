import type { PageInput } from "@grantscout/ai";
import { type CrawlPage, type Database, fetchedPages, type Kysely } from "@grantscout/db";

/** A stored crawl page as the analysers read it. */
export function toPageInput(page: CrawlPage): PageInput {
  return {
    url: page.url,
    title: page.title,
    text: page.text ?? "",
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

/** A job's stored pages that the site analysis reads. */
export async function analysablePages(db: Kysely<Database>, jobId: number): Promise<PageInput[]> {
  return (await fetchedPages(db, jobId)).filter(isAnalysable).map(toPageInput);
}

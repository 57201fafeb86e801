import * as cheerio from "cheerio";
import { PARSE_OPTIONS } from "../src/extract/html.js";

/**
 * The ceiling: a bare loop that fetches the same URLs at the same concurrency and parses each
 * page with the same parser and options (cheerio on htmlparser2: links and text), with no crawler
 * logic around it.
 */
export async function bareLoop(urls: string[], concurrency: number): Promise<number> {
  let next = 0;
  let parsed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const res = await fetch(url);
      const $ = cheerio.load(await res.text(), PARSE_OPTIONS);
      const links = $("a[href]").map((_, a) => $(a).attr("href")).get();
      if ($("body").text().length > 0 && links.length >= 0) parsed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return parsed;
}

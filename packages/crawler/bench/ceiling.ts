import { Parser } from "htmlparser2";
import { PARSE_OPTIONS } from "../src/extract/html.js";

/**
 * The ceiling: a bare loop that fetches the same URLs at the same concurrency and parses each
 * page with the same parser and options (htmlparser2's streaming parser: links and text), with no
 * crawler logic around it.
 */
export async function bareLoop(urls: string[], concurrency: number): Promise<number> {
  let next = 0;
  let parsed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const res = await fetch(url);
      const links: string[] = [];
      let text = 0;
      const handler = {
        onopentag: (name: string, attribs: Record<string, string>) => name === "a" && attribs.href && links.push(attribs.href),
        ontext: (data: string) => (text += data.length),
      };
      new Parser(handler, PARSE_OPTIONS).end(await res.text());
      if (text > 0) parsed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return parsed;
}

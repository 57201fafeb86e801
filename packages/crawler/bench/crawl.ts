import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { scrapyCrawl } from "./scrapy.js";
import { PAGE_COUNT } from "./site.js";

/**
 * Crawler throughput against its ceiling (and Scrapy when installed); see the package README.
 * The site server and every contender run in their own processes; the product and the ceiling
 * alternate for ROUNDS rounds and the best round of each counts, which evens out the noise of a
 * shared 2-core machine.
 */
const CONCURRENCY = 16;
const ROUNDS = 5;

interface Result {
  pages: number;
  seconds: number;
  peakRssMb: number;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function contender(name: string, origin: string): Promise<Result> {
  const child = fork(here("./contenders.ts"), [name, origin, String(CONCURRENCY)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const [result] = (await once(child, "message")) as [Result];
  return result;
}

const rate = (r: Result) => r.pages / r.seconds;
const best = (results: Result[]) => results.reduce((a, b) => (rate(b) > rate(a) ? b : a));

const server = fork(here("./site-server.ts"), { stdio: ["ignore", "inherit", "inherit", "ipc"] });
try {
  const [{ port }] = (await once(server, "message")) as [{ port: number }];
  const origin = `http://127.0.0.1:${port}`;
  await contender("warmup", origin);
  const product: Result[] = [];
  const ceiling: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    product.push(await contender("product", origin));
    ceiling.push(await contender("ceiling", origin));
  }
  const scrapy = scrapyCrawl(origin, CONCURRENCY, PAGE_COUNT);
  const p = best(product);
  const c = best(ceiling);
  const peak = Math.max(...product.map((r) => r.peakRssMb));
  console.log(`Site: ${PAGE_COUNT} pages of 20-100 KB; concurrency ${CONCURRENCY}; best of ${ROUNDS} rounds`);
  console.log(`GrantScout crawler: ${p.pages} pages in ${p.seconds.toFixed(1)} s = ${rate(p).toFixed(0)} pages/s (rounds: ${product.map((r) => rate(r).toFixed(0)).join(", ")})`);
  console.log(`Ceiling, bare fetch + htmlparser2 loop: ${c.pages} pages = ${rate(c).toFixed(0)} pages/s (rounds: ${ceiling.map((r) => rate(r).toFixed(0)).join(", ")})`);
  console.log(scrapy ? `Scrapy: ${scrapy.pages} pages = ${(scrapy.pages / scrapy.seconds).toFixed(0)} pages/s` : "Scrapy: not on PATH, skipped");
  console.log(`Product/ceiling ratio: ${(rate(p) / rate(c)).toFixed(2)} (target >= 0.7)`);
  console.log(`Peak RSS of the crawler process: ${peak.toFixed(0)} MB (target < 400)`);
} finally {
  server.kill();
}

import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { scrapyCrawl } from "./scrapy.js";
import { PAGE_COUNT } from "./site.js";

/**
 * Crawler throughput against its ceiling (and Scrapy when installed); see the package README.
 * The site server and every contender run in their own processes; the product and the ceiling
 * alternate for ROUNDS rounds. The target is judged on the median round of each: on a shared
 * 2-core machine single rounds swing by a third either way (five rounds each let seven runs of
 * the same code land anywhere from 0.70 to 0.89 of the ceiling), and more rounds narrow the
 * spread of the medians. Also printed: the best round of each, the median of each round's ratio
 * (a product round against the ceiling round right after it, so a slow spell of the machine weighs
 * on both), and pages per CPU-second of each contender's own process: what a page costs, which
 * neighbours' load moves least.
 */
const CONCURRENCY = 16;
const ROUNDS = 9;

interface Result {
  pages: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function contender(name: string, origin: string): Promise<Result> {
  const child = fork(here("./contenders.ts"), [name, origin, String(CONCURRENCY)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const [result] = (await once(child, "message")) as [Result];
  return result;
}

const rate = (r: Result) => r.pages / r.seconds;
const cpuRate = (r: Result) => r.pages / r.cpuSeconds;
const best = (results: Result[]) => Math.max(...results.map(rate));
const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const median = (results: Result[], of = rate) => middle(results.map(of));

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
  const rounds = (results: Result[]) => results.map((r) => rate(r).toFixed(0)).join(", ");
  console.log(`Site: ${PAGE_COUNT} pages of 20-100 KB; concurrency ${CONCURRENCY}; ${ROUNDS} rounds each`);
  console.log(`GrantScout crawler: median ${median(product).toFixed(0)} pages/s, best ${best(product).toFixed(0)} (rounds: ${rounds(product)})`);
  console.log(
    `Ceiling, bare fetch + htmlparser2 loop: median ${median(ceiling).toFixed(0)} pages/s, best ${best(ceiling).toFixed(0)} (rounds: ${rounds(ceiling)})`,
  );
  console.log(scrapy ? `Scrapy: ${scrapy.pages} pages = ${(scrapy.pages / scrapy.seconds).toFixed(0)} pages/s` : "Scrapy: not on PATH, skipped");
  console.log(
    `Product/ceiling ratio: ${(median(product) / median(ceiling)).toFixed(2)} of medians (target >= 0.8, issue #14), ${(best(product) / best(ceiling)).toFixed(2)} of bests`,
  );
  const paired = middle(product.map((r, i) => rate(r) / rate(ceiling[i]!)));
  const [productCpu, ceilingCpu] = [median(product, cpuRate), median(ceiling, cpuRate)];
  console.log(
    `  median of the rounds' ratios ${paired.toFixed(2)}; per CPU-second of each process: ${productCpu.toFixed(0)} vs ${ceilingCpu.toFixed(0)} pages, ratio ${(productCpu / ceilingCpu).toFixed(2)}`,
  );
  const peak = Math.max(...product.map((r) => r.peakRssMb));
  console.log(`Peak RSS of the crawler process: ${peak.toFixed(0)} MB (target < 400)`);
} finally {
  server.kill();
}

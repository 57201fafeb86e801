import { runCrawl } from "../src/index.js";
import { BenchStore } from "./bench-store.js";
import { bareLoop } from "./ceiling.js";
import { allUrls, PAGE_COUNT } from "./site.js";

/**
 * Child-process entry: runs one contender against the site at `origin` and reports pages,
 * seconds, its own CPU seconds and peak RSS to the parent, so contenders never share a heap.
 */
const [contender, origin, concurrency] = process.argv.slice(2) as [string, string, string];

async function run(): Promise<number> {
  if (contender === "warmup") return bareLoop(allUrls(origin).slice(0, 300), Number(concurrency));
  if (contender === "ceiling") return bareLoop(allUrls(origin), Number(concurrency));
  const store = new BenchStore();
  await runCrawl(
    `${origin}/`,
    {
      maxDepth: 10,
      rateLimit: 0,
      respectRobotsTxt: true,
      saveHtmlContent: false,
      maxPages: PAGE_COUNT,
      allowPrivateNetworks: true,
      concurrency: Number(concurrency),
      renderJavaScript: false,
    },
    store,
  );
  return store.saved;
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const pages = await run();
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
process.send?.({ pages, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssMb: process.resourceUsage().maxRSS / 1024 });
process.disconnect?.();

import { analysePrepared, createLocalProvider, isCandidate, type PageInput, SitePreparation } from "@grantscout/ai";
import { fixtureCopies, generatedPage, generatedSite } from "./scaling-sites.js";

/**
 * `pnpm bench:scaling` (issue #14): how the work left for the end of a crawl grows with the site.
 * Two sites at several sizes (scaling-sites.ts): bench:job's generated site, and the invented fixture
 * funders copied into folders of one site. Their pages are added to a site preparation as the
 * analysis thread adds them while crawling. Two costs are then timed, best of five: one read of the thread (ten new pages, their features, the site's chrome and
 * identity checked again), and the work after the last page (relevance, the page model,
 * extraction of the chosen pages, related documents). Each is printed against the smallest site,
 * measured in the same run, beside what n log n growth would predict. Target: no worse than n log n.
 * Then a site of LARGE pages (issue #43: 20,000) fed page by page as a crawl feeds the thread, never
 * held whole: the work after its last page (target ≤ 3 s) and the process's peak RSS (≤ 500 MB). The
 * script runs with the analysis threads' V8 flags (apps/server/src/heap.ts), so its RSS is theirs.
 */
const SIZES = (process.env.SIZES ?? "500,1000,2000,4000").split(",").map(Number);
const READ_PAGES = 10;
const READ_FROM = 200;
const ROUNDS = 5;
const today = new Date("2026-06-01");
const LARGE = Number(process.env.LARGE ?? 20_000);
/** The analysis thread reads stored pages this many at a time. */
const READ_BATCH = 50;

async function best(run: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** A site preparation and the local provider, refreshed as the analysis thread does while the crawl runs. */
function crawlTimeAnalysis() {
  const preparation = new SitePreparation(today);
  const provider = createLocalProvider();
  // Likely programmes are prepared for extraction as they come.
  const refresh = async () => {
    for (const f of await preparation.refresh()) if (isCandidate(f).isOpportunity) provider.prepare?.(f.page, preparation.context);
  };
  return { preparation, provider, refresh };
}

async function measure(pages: PageInput[]) {
  const count = pages.length;
  const { preparation, provider, refresh } = crawlTimeAnalysis();
  for (const [order, p] of pages.entries()) preparation.add(p, order);
  await refresh();
  let found = 0;
  const siteWide = await best(async () => {
    const prepared = await preparation.prepare();
    found = (await analysePrepared(prepared, { provider, onlyGrantOpportunities: true, today })).opportunities.length;
  });
  // A read adds pages the preparation has not seen: the same ten pages at every size, each time as
  // newer fetches of them.
  let order = count;
  const read = await best(async () => {
    for (const p of pages.slice(READ_FROM, READ_FROM + READ_PAGES)) preparation.add(p, order++);
    await refresh();
  });
  return { count, read, siteWide, found };
}

const nLogN = (n: number) => n * Math.log2(n);

async function series(name: string, site: (count: number) => PageInput[]) {
  console.log(`${name}:`);
  const results = [];
  for (const size of SIZES) {
    const r = await measure(site(size));
    results.push(r);
    const base = results[0]!;
    const predicted = nLogN(r.count) / nLogN(base.count);
    const growth = (ms: number, baseMs: number) => `${ms.toFixed(0)} ms (×${(ms / baseMs).toFixed(2)})`;
    console.log(
      `${String(r.count).padStart(7)} pages: site-wide after the last page ${growth(r.siteWide, base.siteWide)}, ` +
        `one read of ${READ_PAGES} pages ${growth(r.read, base.read)}; n log n predicts ×${predicted.toFixed(2)}; ${r.found} opportunities`,
    );
  }
  const [first, last] = [results[0]!, results.at(-1)!];
  const exponent = (a: number, b: number) => Math.log(b / a) / Math.log(last.count / first.count);
  console.log(
    `  growth exponent ${first.count} → ${last.count} pages: site-wide ${exponent(first.siteWide, last.siteWide).toFixed(2)}, ` +
      `read ${exponent(first.read, last.read).toFixed(2)} (1 is linear, n log n ${exponent(nLogN(first.count), nLogN(last.count)).toFixed(2)})`,
  );
}

/** The LARGE-page generated site, made and added a page at a time; RSS is sampled after every read and the analysis. */
async function large() {
  const { preparation, provider, refresh } = crawlTimeAnalysis();
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const fed = performance.now();
  for (let id = 0; id < LARGE; id++) {
    preparation.add(generatedPage(id, LARGE), id);
    if ((id + 1) % READ_BATCH === 0) {
      await refresh();
      sample();
    }
  }
  await refresh();
  const feeding = performance.now() - fed;
  const started = performance.now();
  const found = (await analysePrepared(await preparation.prepare(), { provider, onlyGrantOpportunities: true, today })).opportunities.length;
  const after = performance.now() - started;
  sample();
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  console.log(
    `Generated site of ${LARGE} pages, fed ${READ_BATCH} at a time (${(feeding / 1000).toFixed(1)} s, page generation included): ` +
      `work after the last page ${(after / 1000).toFixed(2)} s (target ≤ 3 s), peak RSS ${mb(peak)} (target ≤ 500 MB); ${found} opportunities`,
  );
}

console.log(`Site-level work by site size, best of ${ROUNDS}; target: growth no worse than n log n`);
if (process.env.ONLY_LARGE !== "1") {
  await series("Generated site (bench:job's)", generatedSite);
  await series("Fixture funders, repeated", fixtureCopies);
}
await large();

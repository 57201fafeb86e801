import { analysePrepared, createLocalProvider, isCandidate, type PageInput, SitePreparation } from "@grantscout/ai";
import { fixtureCopies, generatedSite } from "./scaling-sites.js";

/**
 * `pnpm bench:scaling` (issue #14): how the work left for the end of a crawl grows with the site.
 * Two sites at several sizes (scaling-sites.ts): bench:job's generated site, and the invented fixture
 * funders copied into folders of one site. Their pages are added to a site preparation as the
 * analysis thread adds them while crawling. Two costs are then timed, best of five: one read of the thread (ten new pages, their features, the site's chrome and
 * identity checked again), and the work after the last page (relevance, the page model,
 * extraction of the chosen pages, related documents). Each is printed against the smallest site,
 * measured in the same run, beside what n log n growth would predict. Target: no worse than n log n.
 */
const SIZES = (process.env.SIZES ?? "500,1000,2000,4000").split(",").map(Number);
const READ_PAGES = 10;
const READ_FROM = 200;
const ROUNDS = 5;
const today = new Date("2026-06-01");

async function best(run: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

async function measure(pages: PageInput[]) {
  const count = pages.length;
  const preparation = new SitePreparation(today);
  const provider = createLocalProvider();
  // As the analysis thread does while the crawl runs: likely programmes are prepared for extraction.
  const refresh = async () => {
    for (const f of await preparation.refresh()) if (isCandidate(f).isOpportunity) provider.prepare?.(f.page, preparation.context);
  };
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

console.log(`Site-level work by site size, best of ${ROUNDS}; target: growth no worse than n log n`);
await series("Generated site (bench:job's)", generatedSite);
await series("Fixture funders, repeated", fixtureCopies);

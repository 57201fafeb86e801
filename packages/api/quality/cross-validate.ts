import { analyseSite, type Counts, createLocalProvider, type QualityScores, scoreSite, summarise } from "@grantscout/ai";
import { type AnalyserModels, prepareSite, type TrainingSite, trainModels } from "@grantscout/ai/model";
import { BENCH_FOLDS, type CrawledCorpusSite, crawlCorpus, siteFolds } from "./crawl-corpus.js";
import { siteLabels } from "./site-labels.js";

/**
 * `pnpm bench:quality`: leave-sites-out cross-validation on the labelled corpus of real funder
 * sites. The sites are split into k folds; each fold is analysed by models trained without it,
 * with "only grant opportunities" on (the spec's default) and off. Options: --folds N, --sites a,b,
 * --mistakes (print every mistake), --recrawl.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const k = Number(arg("--folds") ?? BENCH_FOLDS);
const today = new Date();
const crawled = await crawlCorpus(arg("--sites")?.split(","));
const folds = siteFolds(crawled, k);
// Each site's training view is computed once; a fold's model is trained on the other folds' views.
const training = new Map<string, TrainingSite>();
for (const { site, pages } of crawled)
  training.set(site.name, { name: site.name, prepared: await prepareSite(pages, today), labels: siteLabels(site.labels, today), today });

interface SiteRow {
  name: string;
  pages: number;
  seconds: number;
  on: Counts;
  off: Counts;
}

async function evaluate(site: CrawledCorpusSite, models: AnalyserModels): Promise<SiteRow> {
  const labels = siteLabels(site.site.labels, today);
  const started = performance.now();
  const on = await analyseSite(site.pages, { provider: createLocalProvider(), onlyGrantOpportunities: true, today, models });
  const seconds = (performance.now() - started) / 1000;
  const off = await analyseSite(site.pages, { provider: createLocalProvider(), onlyGrantOpportunities: false, today, models });
  return { name: site.site.name, pages: site.pages.length, seconds, on: scoreSite(labels, on.opportunities), off: scoreSite(labels, off.opportunities) };
}

const rows: SiteRow[] = [];
for (const [i, held] of folds.entries()) {
  const others = crawled.filter((s) => !held.includes(s)).map((s) => training.get(s.site.name)!);
  const models = trainModels(others);
  for (const site of held) rows.push(await evaluate(site, models));
  console.error(`fold ${i + 1}/${k}: trained on ${others.length} sites, scored ${held.map((s) => s.site.name).join(", ")}`);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}`.padStart(5);
const prf = (c: Counts["detection"]) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return `${pct(p)} ${pct(r)} ${pct(p + r ? (2 * p * r) / (p + r) : 0)}`;
};
const rate = (b: { correct: number; total: number }) => (b.total ? `${pct(b.correct / b.total)} (${b.correct}/${b.total})` : "    – ");
console.log(`\nPer site (unseen fold, "only grant opportunities" on): detection P R F1 | status | due date | amount | related P R F1 | pages`);
for (const r of rows) {
  const c = r.on;
  console.log(
    `${r.name.padEnd(22)} ${prf(c.detection)} | ${rate(c.status).padEnd(14)} | ${rate(c.dueDate).padEnd(14)} | ${rate(c.amount).padEnd(14)} | ${prf(c.related)} | ${r.pages}`,
  );
  if (process.argv.includes("--mistakes")) for (const m of c.mistakes) console.log(`    ${m}`);
}
const show = (label: string, s: QualityScores) =>
  console.log(`${label}
  Opportunity detection  P ${pct(s.detection.precision)}%  R ${pct(s.detection.recall)}%  F1 ${pct(s.detection.f1)}%
  Status accuracy        ${pct(s.statusAccuracy)}%
  Due date exact match   ${pct(s.dueDateExactMatch)}%
  Amount (min/max) match ${pct(s.amountMatch)}%
  Related documents      P ${pct(s.related.precision)}%  R ${pct(s.related.recall)}%  F1 ${pct(s.related.f1)}%`);
const pages = rows.reduce((a, r) => a + r.pages, 0);
const opportunities = rows.reduce((a, r) => a + r.on.detection.tp + r.on.detection.fn, 0);
console.log(
  `\nLeave-sites-out cross-validation: ${k} folds, ${rows.length} real funder sites, ${pages} pages, ${opportunities} labelled opportunities (micro-averaged, local provider, no AI key)`,
);
show(`"Only find grant opportunities" on (the spec's default)`, summarise(rows.map((r) => r.on)));
show(`"Only find grant opportunities" off`, summarise(rows.map((r) => r.off)));
console.log(`  Analysis speed         ${((rows.reduce((a, r) => a + r.seconds, 0) / pages) * 100).toFixed(2)} s per 100 pages`);

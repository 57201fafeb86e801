import { fixturePageInputs, loadFixtureSites } from "../fixtures/index.js";
import { summarise } from "../src/quality/score.js";
import { evaluateSites } from "./evaluate.js";

/** Quality benchmark of the local analyser on the labelled fixture sites (pages from the fixture sources). */
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const evaluation = await evaluateSites(async (site) => fixturePageInputs(site));
for (const s of evaluation.sites) {
  const q = summarise([s.counts]);
  console.log(
    `\n${s.site} (${s.pages} pages, ${s.seconds.toFixed(2)} s): detection F1 ${pct(q.detection.f1)}, status ${pct(q.statusAccuracy)}, due date ${pct(q.dueDateExactMatch)}, amounts ${pct(q.amountMatch)}, related F1 ${pct(q.related.f1)}`,
  );
  for (const m of s.counts.mistakes) console.log(`  - ${m}`);
}
const heldOut = new Set((await loadFixtureSites()).filter((s) => s.heldOut).map((s) => s.name));
const line = (q: ReturnType<typeof summarise>) =>
  `detection P ${pct(q.detection.precision)} R ${pct(q.detection.recall)} F1 ${pct(q.detection.f1)}, status ${pct(q.statusAccuracy)}, due date ${pct(q.dueDateExactMatch)}, amounts ${pct(q.amountMatch)}, related F1 ${pct(q.related.f1)}`;
console.log(`\nHeld-out sites (${heldOut.size}): ${line(summarise(evaluation.sites.filter((s) => heldOut.has(s.site)).map((s) => s.counts)))}`);
console.log(
  `Tuned sites (${evaluation.sites.length - heldOut.size}): ${line(summarise(evaluation.sites.filter((s) => !heldOut.has(s.site)).map((s) => s.counts)))}`,
);
const o = evaluation.overall;
console.log(`
Overall (micro-averaged over ${evaluation.sites.length} sites)
  Opportunity detection  P ${pct(o.detection.precision)}  R ${pct(o.detection.recall)}  F1 ${pct(o.detection.f1)}
  Status accuracy        ${pct(o.statusAccuracy)}
  Due date exact match   ${pct(o.dueDateExactMatch)}
  Amount (min/max) match ${pct(o.amountMatch)}
  Related documents      P ${pct(o.related.precision)}  R ${pct(o.related.recall)}  F1 ${pct(o.related.f1)}
  Speed                  ${evaluation.secondsPer100Pages.toFixed(2)} s per 100 pages`);

import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prepareSite } from "@grantscout/ai";
import { type TrainingSite, trainModels, WEIGHTS_DIR } from "@grantscout/ai/model";
import { LABELS_DIR } from "./corpus.js";
import { crawlCorpus } from "./crawl-corpus.js";
import { type Correction, corpusSiteOf, correctionArgs, foldCorrections, readCorrections } from "./fold-corrections.js";
import { siteLabels } from "./site-labels.js";

/**
 * `pnpm train`: crawls every corpus site with the product's crawler, fits the page, status and
 * related-document models on all of them, and writes the weights the analyser ships with.
 * `-- --corrections FILE` (what `GET /api/corrections` answers) folds people's "This is an
 * opportunity" / "Not an opportunity" decisions about corpus sites' pages into their labels first;
 * `--site host=name` says which corpus site a host is when its name does not (see fold-corrections.ts).
 */
const today = new Date();
const args = correctionArgs(process.argv);
const bySite = new Map<string, Correction[]>();
if (args.file) {
  const names = new Set(readdirSync(LABELS_DIR).flatMap((f) => (f.endsWith(".json") ? [f.slice(0, -5)] : [])));
  const unmatched = new Set<string>();
  for (const c of readCorrections(args.file)) {
    const name = corpusSiteOf(c.site, names, args.map);
    if (name) bySite.set(name, [...(bySite.get(name) ?? []), c]);
    else unmatched.add(c.site);
  }
  if (unmatched.size) console.log(`Corrections of sites that are not in the corpus, left out: ${[...unmatched].join(", ")}`);
}
const crawled = await crawlCorpus();
const sites: TrainingSite[] = [];
for (const { site, pages } of crawled) {
  let labels = siteLabels(site.labels, today);
  const corrections = bySite.get(site.name);
  if (corrections) {
    const folded = foldCorrections(
      labels,
      corrections,
      pages.map((p) => new URL(p.url).pathname),
    );
    labels = folded.labels;
    console.log(`${site.name}: ${corrections.length} corrections folded in (${folded.positives} pages now opportunities, ${folded.negatives} no longer)`);
  }
  sites.push({ name: site.name, prepared: await prepareSite(pages, today), labels, today });
}
const models = trainModels(sites);
for (const [name, model] of Object.entries(models)) {
  writeFileSync(join(WEIGHTS_DIR, `${name}.json`), `${JSON.stringify(model)}\n`);
  const { sites: n, examples, positives } = model.trainedOn;
  console.log(
    `${name}: ${Object.keys(model.weights).length} features, threshold ${model.threshold}, trained on ${n} sites, ${examples} examples (${positives} positive)`,
  );
}

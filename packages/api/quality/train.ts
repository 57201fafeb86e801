import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { prepareSite, type TrainingSite, trainModels, WEIGHTS_DIR } from "@grantscout/ai/model";
import { crawlCorpus } from "./crawl-corpus.js";
import { siteLabels } from "./site-labels.js";

/**
 * `pnpm train`: crawls every corpus site with the product's crawler, fits the page, status and
 * related-document models on all of them, and writes the weights the analyser ships with.
 */
const today = new Date();
const crawled = await crawlCorpus();
const sites: TrainingSite[] = [];
for (const { site, pages } of crawled)
  sites.push({ name: site.name, prepared: await prepareSite(pages, today), labels: siteLabels(site.labels, today), today });
const models = trainModels(sites);
for (const [name, model] of Object.entries(models)) {
  writeFileSync(join(WEIGHTS_DIR, `${name}.json`), `${JSON.stringify(model)}\n`);
  const { sites: n, examples, positives } = model.trainedOn;
  console.log(
    `${name}: ${Object.keys(model.weights).length} features, threshold ${model.threshold}, trained on ${n} sites, ${examples} examples (${positives} positive)`,
  );
}

import { analyseSite, createLocalProvider, scoreSite, summarise } from "@grantscout/ai";
import { loadCorpus } from "./corpus.js";
import { crawlCorpusSite } from "./crawl-corpus-site.js";
import { siteLabels } from "./site-labels.js";
const today = new Date();
const all = [];
for (const site of loadCorpus()) {
  const { pages } = await crawlCorpusSite(site);
  for (const only of [true]) {
    const a = await analyseSite(pages, { provider: createLocalProvider(), onlyGrantOpportunities: only, today });
    const c = scoreSite(siteLabels(site.labels, today), a.opportunities);
    all.push(c);
    console.log(site.name, pages.length, JSON.stringify(c.detection), c.status, c.dueDate);
  }
}
console.log(JSON.stringify(summarise(all), null, 1));

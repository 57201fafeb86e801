import { analyseSite, createLocalProvider, scoreSite, summarise } from "@grantscout/ai";
import { prepareSite, type TrainingSite, trainModels } from "@grantscout/ai/model";
import { describe, expect, it } from "vitest";
import { corpusPagesDir } from "../quality/corpus.js";
import { crawlCorpus } from "../quality/crawl-corpus.js";
import { siteLabels } from "../quality/site-labels.js";

// A fast slice of `pnpm bench:quality`: models trained on some real sites, scored on others they never saw.
const TRAIN = [
  "naacl",
  "icjia",
  "sigplan",
  "uidaholib",
  "opennews2026",
  "rustfoundation",
  "zfnd",
  "plresearch",
  "usrse",
  "fpa",
  "kotlinfoundation",
  "optimism",
];
const HELD_OUT = ["opensats", "numfocus", "lbrn", "sotm2026"];
const pages = corpusPagesDir();
// Regression floors under the slice's figures (2026-11-23, third rebuild, retrained: detection P 0.62 R 0.73,
// status 0.38). The slice's status rests on eight opportunities and moves by an eighth at a time (0.57
// before the announced-call feature, which raised the full cross-validation's F1 70.8 -> 71.9 and left
// its status near 83%): it is a smoke check, `pnpm bench:quality` is the measure. Its detection moves as
// much: on 2026-11-27 the count of calls linking to a page took it from P 0.67 R 0.55 (F1 0.60) to P 0.71
// R 0.45 (0.56) while the full cross-validation rose from F1 70.0 to 70.8% with no site worse; the floor
// catches a broken pipeline, not a tenth either way.
const FLOOR = { f1: 0.5, status: 0.35 };

describe("quality on real funder sites the models never saw (slice of the cross-validation)", () => {
  it.skipIf(!pages)(
    `finds their programmes and reads their statuses (corpus pages ${pages ? "found" : "NOT FOUND: set CORPUS_DIR; this check did not run"})`,
    async () => {
      const today = new Date();
      const crawled = await crawlCorpus([...TRAIN, ...HELD_OUT]);
      const training: TrainingSite[] = [];
      for (const { site, pages: p } of crawled.filter((c) => TRAIN.includes(c.site.name)))
        training.push({ name: site.name, prepared: await prepareSite(p, today), labels: siteLabels(site.labels, today), today });
      const models = trainModels(training);
      const counts = [];
      for (const { site, pages: p } of crawled.filter((c) => HELD_OUT.includes(c.site.name))) {
        const { opportunities } = await analyseSite(p, { provider: createLocalProvider(), onlyGrantOpportunities: true, today, models });
        counts.push(scoreSite(siteLabels(site.labels, today), opportunities));
      }
      const s = summarise(counts);
      console.log(
        `corpus slice: detection P ${s.detection.precision.toFixed(2)} R ${s.detection.recall.toFixed(2)}, status ${s.statusAccuracy.toFixed(2)}, due ${s.dueDateExactMatch.toFixed(2)}`,
      );
      expect(s.detection.f1).toBeGreaterThanOrEqual(FLOOR.f1);
      expect(s.statusAccuracy).toBeGreaterThanOrEqual(FLOOR.status);
    },
    600_000,
  );
});

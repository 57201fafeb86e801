import type { PreparedSite } from "../features/prepared-site.js";
import { pathOf } from "../features/url.js";
import { normalisePath, type SiteLabels } from "../quality/score.js";
import type { AnalyserModels, TrainedModel } from "./models.js";
import { pageVector, siteGraph } from "./page-vector.js";
import { pairContext, relatedCandidates, relatedVector } from "./related-vector.js";
import { type Example, predictSoftmax, type TrainOptions, trainSoftmax } from "./softmax-regression.js";
import { statusVector } from "./status-vector.js";

export interface TrainingSite {
  name: string;
  prepared: PreparedSite;
  labels: SiteLabels;
  today: Date;
}

/**
 * What the page's words say of its status; "none" leaves it to the deadline (labelling.md's
 * "date" and "none" bases), which is a rule, not something to learn.
 */
const STATUS_CLASSES = ["open", "closed", "upcoming", "none"];
const statusClass = (label: SiteLabels["opportunities"][number]) =>
  label.statusBasis === "explicit" || label.statusBasis === undefined
    ? STATUS_CLASSES.indexOf(label.status === "forecasted" ? "upcoming" : label.status === "unknown" ? "none" : label.status)
    : STATUS_CLASSES.indexOf("none");

interface SiteExamples {
  page: Example[];
  status: Example[];
  related: Example[];
}

/** The labelled examples of one site: every page, every labelled opportunity found, and its candidate documents. */
function siteExamples(s: TrainingSite): SiteExamples {
  const { features, relevance } = s.prepared;
  const graph = siteGraph(s.prepared);
  const byPath = new Map(s.labels.opportunities.map((o) => [normalisePath(o.path), o]));
  const extra = new Set((s.labels.acceptableExtra ?? []).map(normalisePath));
  const out: SiteExamples = { page: [], status: [], related: [] };
  const labelled = new Set<string>();
  for (const f of features) {
    const path = normalisePath(pathOf(f.key));
    if (extra.has(path)) continue;
    const label = byPath.get(path);
    if (label) labelled.add(f.key);
    out.page.push({ x: pageVector(f, graph, relevance.get(f.key) ?? 0), y: label ? 1 : 0, group: s.name });
    if (label) out.status.push({ x: statusVector(f, s.today), y: statusClass(label), group: s.name });
  }
  const ctx = pairContext(s.prepared, labelled);
  for (const f of features) {
    const label = byPath.get(normalisePath(pathOf(f.key)));
    if (!label) continue;
    const related = new Set(label.related.map(normalisePath));
    const optional = new Set((label.relatedOptional ?? []).map(normalisePath));
    for (const c of relatedCandidates(f, ctx)) {
      const p = normalisePath(pathOf(c.key));
      if (optional.has(p) && !related.has(p)) continue;
      out.related.push({ x: relatedVector(f, c, ctx), y: related.has(p) ? 1 : 0, group: s.name });
    }
  }
  return out;
}

const BASE: Omit<TrainOptions, "classes"> = { l2: 0.003, epochs: 250, learningRate: 0.05, minGroups: 3, balanceClasses: false };

/**
 * The decision threshold that maximises F1 on the given scored examples; with `slack`, the lowest
 * threshold whose F1 is within `slack` of the best (where F1 is flat over a range of thresholds,
 * the choice within it followed the training sites: the related model's went from 0.22 on all 64
 * corpus sites to 0.56 on one fold's 51).
 */
function bestF1Threshold(scored: Array<{ p: number; y: number; w: number }>, slack = 0): number {
  const curve: Array<{ t: number; f1: number }> = [];
  let best = { t: 0.5, f1: -1 };
  for (let t = 0.02; t <= 0.9001; t += 0.02) {
    let tp = 0,
      fp = 0,
      fn = 0;
    for (const s of scored) {
      if (s.p >= t && s.y === 1) tp += s.w;
      else if (s.p >= t) fp += s.w;
      else if (s.y === 1) fn += s.w;
    }
    const f1 = tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
    curve.push({ t, f1 });
    if (f1 > best.f1 + 1e-9) best = { t, f1 };
  }
  // The first threshold within `slack` of the best: the best itself when there is none.
  return Math.round(curve.find((c) => c.f1 >= best.f1 - slack)!.t * 1000) / 1000;
}

function fit(examples: Example[], classes: string[], opts: Partial<TrainOptions> = {}): TrainedModel {
  const model = trainSoftmax(examples, { ...BASE, ...opts, classes });
  return {
    ...model,
    threshold: 0.5,
    trainedOn: { sites: new Set(examples.map((e) => e.group)).size, examples: examples.length, positives: examples.filter((e) => e.y === 1).length },
  };
}

/**
 * Binary model with its threshold chosen out of fold: the training sites are split into four
 * groups, each scored by a model fitted on the other three, and the threshold that maximises F1
 * on those scores (within `slack`, the lowest: bestF1Threshold) is kept.
 */
function fitBinary(bySite: Example[][], opts: Partial<TrainOptions> = {}, slack = 0): TrainedModel {
  const model = fit(bySite.flat(), ["no", "yes"], opts);
  const k = Math.min(4, bySite.length);
  if (k >= 2) {
    const scored = Array.from({ length: k }, (_, i) => {
      const m = trainSoftmax(bySite.filter((_, j) => j % k !== i).flat(), { ...BASE, ...opts, classes: ["no", "yes"] });
      return bySite
        .filter((_, j) => j % k === i)
        .flat()
        .map((e) => ({ p: predictSoftmax(m, e.x)[1]!, y: e.y, w: 1 }));
    }).flat();
    model.threshold = bestF1Threshold(scored, slack);
  }
  return model;
}

/**
 * The status and related-document models are fitted longer than BASE's 250 epochs (related F1
 * 85.2 → 86.0% cross-validated, status unchanged); the page model is not (700 scored F1 68.2%
 * against 72.6%: stopping early is its regularisation).
 */
const LONG_FIT = { minGroups: 2, epochs: 700 };

/** A related page is one more row under a programme, a missed one a form the reader does not find: within a point of the best F1, the lower threshold. */
const RELATED_SLACK = 0.01;

/** Fits the page, status and related-document models on the given sites. */
export function trainModels(sites: TrainingSite[]): AnalyserModels {
  const examples = sites.map(siteExamples);
  return {
    page: fitBinary(examples.map((e) => e.page)),
    status: fit(
      examples.flatMap((e) => e.status),
      STATUS_CLASSES,
      LONG_FIT,
    ),
    related: fitBinary(
      examples.map((e) => e.related),
      LONG_FIT,
      RELATED_SLACK,
    ),
  };
}

/** A model's decision threshold, chosen from out-of-fold scores of its training sites. */
export interface Scored {
  p: number;
  y: number;
}

/**
 * The decision threshold that maximises F1 on the given scored examples; with `slack`, the lowest
 * threshold whose F1 is within `slack` of the best (where F1 is flat over a range of thresholds,
 * the choice within it followed the training sites: the related model's went from 0.22 on all 64
 * corpus sites to 0.56 on one fold's 51).
 */
export function bestF1Threshold(scored: Scored[], slack = 0): number {
  const curve: Array<{ t: number; f1: number }> = [];
  let best = { t: 0.5, f1: -1 };
  for (let t = 0.02; t <= 0.9001; t += 0.02) {
    let tp = 0,
      fp = 0,
      fn = 0;
    for (const s of scored) {
      if (s.p >= t && s.y === 1) tp++;
      else if (s.p >= t) fp++;
      else if (s.y === 1) fn++;
    }
    const f1 = tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
    curve.push({ t, f1 });
    if (f1 > best.f1 + 1e-9) best = { t, f1 };
  }
  // The first threshold within `slack` of the best: the best itself when there is none.
  return Math.round(curve.find((c) => c.f1 >= best.f1 - slack)!.t * 1000) / 1000;
}

/** mulberry32: the resamples are the same on every run and machine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RESAMPLES = 101;

/**
 * The `quantile` of bestF1Threshold over the training sites resampled with replacement. Related
 * documents are few and one site can hold many of them (one holds 63 of the corpus's 148): the
 * threshold of the pooled scores followed whichever fold that site's pages fell in (0.16 to 0.64
 * across the folds of 91 sites, while 0.15–0.20 scored best on every fold but one). The lower
 * quartile over resamples reads what most sites' pages say, and leans, as the slack does, to the
 * lower threshold, where a missed form costs the reader more than one more row.
 */
export function resampledThreshold(bySite: Scored[][], slack: number, quantile: number): number {
  const random = seeded(bySite.length);
  const picks = Array.from({ length: RESAMPLES }, () =>
    bestF1Threshold(Array.from({ length: bySite.length }, () => bySite[Math.floor(random() * bySite.length)]!).flat(), slack),
  ).sort((a, b) => a - b);
  return picks[Math.round(quantile * (RESAMPLES - 1))]!;
}

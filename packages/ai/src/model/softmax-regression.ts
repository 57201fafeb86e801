/**
 * Multinomial logistic (softmax) regression over named sparse features: the learner behind the
 * page classifier, the status model and related-document attachment. Hand-written because the
 * npm learners (ml-logistic-regression and friends) take dense matrices: the page vectors here
 * have thousands of named token features and a few dozen of them set per page.
 */
export type FeatureVector = Map<string, number>;

export interface Example {
  x: FeatureVector;
  y: number;
  /** Example weight (default 1). */
  weight?: number;
  /** The site it comes from: a token feature enters the vocabulary only if several sites have it. */
  group?: string;
}

/** A trained model as committed in weights/*.json. */
export interface SoftmaxModel {
  classes: string[];
  bias: number[];
  weights: Record<string, number[]>;
}

export interface TrainOptions {
  classes: string[];
  /** L2 penalty per example. */
  l2: number;
  epochs: number;
  learningRate: number;
  /** Features named with a ":" (tokens) need to appear in at least this many groups (sites). */
  minGroups: number;
  /** Weight each class so that all classes weigh the same in total. */
  balanceClasses?: boolean;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

function vocabulary(examples: Example[], minGroups: number): string[] {
  const groups = new Map<string, Set<string>>();
  for (const e of examples) for (const name of e.x.keys()) (groups.get(name) ?? groups.set(name, new Set()).get(name)!).add(e.group ?? "");
  return [...groups]
    .filter(([name, g]) => !name.includes(":") || g.size >= minGroups)
    .map(([name]) => name)
    .sort();
}

/** Full-batch gradient descent with Adam: small data, deterministic result. */
export function trainSoftmax(examples: Example[], opts: TrainOptions): SoftmaxModel {
  const K = opts.classes.length;
  const names = vocabulary(examples, opts.minGroups);
  const index = new Map(names.map((n, i) => [n, i]));
  const rows = examples.map((e) => ({ idx: [...e.x].filter(([n]) => index.has(n)).map(([n, v]) => [index.get(n)!, v] as const), y: e.y, w: e.weight ?? 1 }));
  if (opts.balanceClasses) {
    const totals = new Array<number>(K).fill(0);
    for (const r of rows) totals[r.y]! += r.w;
    const present = totals.filter((t) => t > 0).length;
    const sum = totals.reduce((a, b) => a + b, 0);
    for (const r of rows) r.w *= sum / (present * totals[r.y]!);
  }
  const D = names.length;
  const W = new Float64Array(D * K);
  const b = new Float64Array(K);
  const m = new Float64Array(D * K + K);
  const v = new Float64Array(D * K + K);
  const totalWeight = rows.reduce((a, r) => a + r.w, 0) || 1;
  const p = new Float64Array(K);
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    const gW = new Float64Array(D * K);
    const gb = new Float64Array(K);
    for (const r of rows) {
      for (let k = 0; k < K; k++) {
        let z = b[k]!;
        for (const [i, x] of r.idx) z += W[i * K + k]! * x;
        p[k] = z;
      }
      softmaxInPlace(p);
      for (let k = 0; k < K; k++) {
        const g = (r.w * (p[k]! - (r.y === k ? 1 : 0))) / totalWeight;
        gb[k]! += g;
        for (const [i, x] of r.idx) gW[i * K + k]! += g * x;
      }
    }
    for (let j = 0; j < D * K; j++) gW[j]! += opts.l2 * W[j]!;
    adamStep(W, gW, m, v, 0, epoch, opts.learningRate);
    adamStep(b, gb, m, v, D * K, epoch, opts.learningRate);
  }
  const weights: Record<string, number[]> = {};
  names.forEach((name, i) => {
    const w = Array.from(W.subarray(i * K, i * K + K), round);
    if (w.some((x) => x !== 0)) weights[name] = w;
  });
  return { classes: opts.classes, bias: Array.from(b, round), weights };
}

function adamStep(params: Float64Array, grad: Float64Array, m: Float64Array, v: Float64Array, offset: number, t: number, lr: number) {
  const [b1, b2, eps] = [0.9, 0.999, 1e-8];
  for (let j = 0; j < params.length; j++) {
    const o = offset + j;
    m[o] = b1 * m[o]! + (1 - b1) * grad[j]!;
    v[o] = b2 * v[o]! + (1 - b2) * grad[j]! * grad[j]!;
    params[j]! -= (lr * (m[o]! / (1 - b1 ** t))) / (Math.sqrt(v[o]! / (1 - b2 ** t)) + eps);
  }
}

function softmaxInPlace(z: Float64Array | number[]) {
  let max = -Infinity;
  for (const x of z) max = Math.max(max, x);
  let sum = 0;
  for (let k = 0; k < z.length; k++) sum += z[k] = Math.exp(z[k]! - max);
  for (let k = 0; k < z.length; k++) z[k]! /= sum;
}

/** Class probabilities, in the order of model.classes. */
export function predictSoftmax(model: SoftmaxModel, x: FeatureVector): number[] {
  const z = [...model.bias];
  for (const [name, value] of x) {
    const w = model.weights[name];
    if (w) for (let k = 0; k < z.length; k++) z[k]! += w[k]! * value;
  }
  softmaxInPlace(z);
  return z;
}

/** The most probable class and its probability. */
export function classify(model: SoftmaxModel, x: FeatureVector): { label: string; probability: number } {
  const p = predictSoftmax(model, x);
  const best = p.indexOf(Math.max(...p));
  return { label: model.classes[best]!, probability: p[best]! };
}

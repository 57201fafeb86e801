/**
 * The positions of a list of URL paths, sorted, so the paths under one (isUnder) are found by a
 * binary search instead of a scan of the site: asked for every opportunity, a scan cost pages ×
 * opportunities. A sorted array is all it needs; paths with one prefix sit together in it.
 */
export class PathIndex {
  private readonly sorted: Array<{ path: string; position: number }>;

  constructor(paths: string[]) {
    this.sorted = paths.map((path, position) => ({ path, position })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** The positions, in list order, of the paths that sit under `parent` (isUnder). */
  under(parent: string): number[] {
    if (parent === "/") return [];
    const prefix = `${parent.replace(/\/$/, "")}/`;
    const out: number[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i]!.path.startsWith(prefix); i++) out.push(this.sorted[i]!.position);
    return out.sort((a, b) => a - b);
  }

  private lowerBound(s: string): number {
    let [lo, hi] = [0, this.sorted.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.path < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * Every `parent` that isUnder(path, parent) holds for, without its trailing slash: the path up to
 * each of its slashes but the first ("/a/b/c" → "/a", "/a/b").
 */
export function parentsOf(path: string): string[] {
  const out: string[] = [];
  for (let i = path.indexOf("/", 1); i > 0; i = path.indexOf("/", i + 1)) out.push(path.slice(0, i));
  return out;
}

/**
 * The benchmark site: 2,000 pages of 20-100 KB with a realistic link graph (site nav, breadcrumb,
 * a section tree about four levels deep, and related-page links), generated deterministically
 * from the page number so nothing is held in memory.
 */
export const PAGE_COUNT = 2000;
const SECTIONS = 10;
const PER_SECTION = 10;

const WORDS = (
  "grant funding charity community application deadline eligibility trustees programme project " +
  "organisation support local capital revenue award criteria budget outcomes volunteers youth arts health " +
  "environment heritage education wellbeing partnership match funding report monitoring small large round"
).split(" ");

function rng(seed: number): () => number {
  let state = (seed * 2654435761) % 4294967296 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Page 0 is home; 1-10 sections; 11-110 topics (10 per section); the rest programme pages. */
function children(id: number, count: number): number[] {
  if (id === 0) return Array.from({ length: SECTIONS }, (_, i) => 1 + i);
  if (id <= SECTIONS) return Array.from({ length: PER_SECTION }, (_, i) => 1 + SECTIONS + (id - 1) * PER_SECTION + i);
  const topics = SECTIONS * PER_SECTION;
  if (id <= SECTIONS + topics) {
    const topic = id - SECTIONS - 1;
    const first = 1 + SECTIONS + topics;
    const perTopic = Math.ceil((count - first) / topics);
    return Array.from({ length: perTopic }, (_, i) => first + topic * perTopic + i).filter((n) => n < count);
  }
  return [];
}

const path = (id: number) => (id === 0 ? "/" : `/p/${id}`);

/** Page `id` of the site; `count` makes the same kind of site larger or smaller (bench:scaling). */
export function renderPage(id: number, count = PAGE_COUNT): string | null {
  if (!Number.isInteger(id) || id < 0 || id >= count) return null;
  const random = rng(id + 1);
  const targetBytes = 20_000 + Math.floor(random() * 80_000);
  const nav = Array.from({ length: SECTIONS }, (_, i) => `<a href="${path(1 + i)}">Section ${1 + i}</a>`).join(" ");
  const related = Array.from({ length: 8 }, () => Math.floor(random() * count))
    .map((n) => `<li><a href="${path(n)}?utm_source=related">Related programme ${n}</a></li>`)
    .join("");
  const kids = children(id, count)
    .map((n) => `<li><a href="${path(n)}">Programme ${n}</a></li>`)
    .join("");
  const parts = [
    `<!doctype html><html><head><title>Programme ${id}</title></head><body><nav><a href="/">Home</a> ${nav}</nav>`,
    `<main><h1>Programme ${id}</h1><ul>${kids}</ul>`,
  ];
  let size = parts.join("").length;
  while (size < targetBytes) {
    const sentence = Array.from({ length: 12 + Math.floor(random() * 10) }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
    const p = `<p>${sentence}.</p>\n`;
    parts.push(p);
    size += p.length;
  }
  parts.push(`<aside><h2>Related</h2><ul>${related}</ul></aside></main><footer>Bench Foundation</footer></body></html>`);
  return parts.join("");
}

/** All page URLs of the site, for the ceiling loop. */
export function allUrls(origin: string): string[] {
  return Array.from({ length: PAGE_COUNT }, (_, id) => `${origin}${path(id)}`);
}

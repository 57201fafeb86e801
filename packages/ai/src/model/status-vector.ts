import { isoDay } from "../extract/dates.js";
import { classifyStatus, opensAfter, statesRolling } from "../extract/status-classification.js";
import type { PageFeatures } from "../features/page-features.js";
import { pathOf } from "../features/url.js";
import type { FeatureVector } from "./softmax-regression.js";
import { addWords } from "./tokens.js";

/** The field a page gives its status in, if any ("Status: Closed"). */
export const explicitStatusField = (f: PageFeatures): string | null =>
  f.structure.fields.find((x) => /^(?:status|current\s+status|application\s+status)$/i.test(x.label))?.value ?? null;

/** The rules' status of a page: explicit wording, then openings, rolling wording, then the due date. */
export function ruleStatus(f: PageFeatures, today: Date) {
  return classifyStatus({
    statusText: f.statusSentences.join("\n"),
    dueDate: f.dueDate.dueDate,
    today,
    explicit: explicitStatusField(f),
    pageYear: f.pageYear,
  });
}

/**
 * The status model's view of an opportunity page: what the rules conclude, whether it has a
 * deadline, how old the cycle the page speaks of is, and the words of its status sentences,
 * title and URL. It learns whether the words settle the status; the deadline rule does the rest.
 */
export function statusVector(f: PageFeatures, today: Date): FeatureVector {
  const x: FeatureVector = new Map();
  const set = (name: string, v: number | boolean) => {
    const n = typeof v === "boolean" ? +v : v;
    if (n) x.set(name, n);
  };
  const day = isoDay(today);
  const due = f.dueDate.dueDate;
  const year = today.getUTCFullYear();
  set(`rule_${ruleStatus(f, today)}`, 1);
  set("deadline", due !== null);
  set("dueLongAgo", due !== null && due <= day && today.getTime() - Date.parse(due) > 366 * 86_400_000);
  set("rolling", f.dueDate.rolling || f.statusSentences.some(statesRolling));
  set("closedWords", f.closedSentence !== null);
  set("opensLater", opensAfter(f.statusSentences.join("\n"), today, f.pageYear) !== null);
  set("explicitField", explicitStatusField(f) !== null);
  set("noYear", f.pageYear === null);
  if (f.pageYear !== null) {
    set("pageYearPast", f.pageYear < year);
    set("pageYearAge", Math.min(Math.max(year - f.pageYear, 0), 6) / 6);
    set("pageYearAhead", f.pageYear > year);
  }
  set("posted", f.postedDate !== null);
  set("article", f.structure.isArticle);
  set("statusSentences", Math.min(f.statusSentences.length, 10) / 10);
  addWords(x, "s", f.statusSentences.slice(0, 12).join(" "), 60);
  addWords(x, "t", f.title, 12);
  addWords(x, "u", pathOf(f.key).replace(/[-_./]+/g, " "), 12);
  return x;
}

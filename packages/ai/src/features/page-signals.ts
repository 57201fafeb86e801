import type { PageFeatures } from "./page-features.js";

/** Evidence shared by the relevance score and opportunity detection. */

export const PROGRAM_NAME =
  /\b(?:grants?|funds?|funding|program(?:me)?s?|fellowships?|scholarships?|awards?|prizes?|bursar(?:y|ies)|residenc(?:y|ies)|challenge|competition|initiative|call\s+for\s+(?:proposals|applications|projects)|requests?\s+for\s+(?:proposals|applications)|rfp|rfa|nofo|open\s+call)\b/i;
export const POSITIVE_SEGMENT =
  /^(?:grants?|funding|fund|funds|apply|application|programs?|programmes?|opportunit(?:y|ies)|rfps?|rfas?|nofos?|calls?|fellowships?|scholarships?|awards?|prizes?|open-calls?|what-we-fund|for-grantseekers|grantmaking|current-opportunities)$|(?:^|-)(?:grants?|fund|funding|rfp|rfa|nofo|call|fellowship|scholarship|award|prize)(?:-|$)/;
export const NEGATIVE_SEGMENT =
  /^(?:news|blog|blogs|press|press-releases?|media|stories|story|insights|articles?|posts?|updates|team|staff|people|board|trustees|leadership|about|about-us|who-we-are|history|privacy|privacy-policy|cookies?|terms|legal|accessibility|careers|jobs|vacancies|events?|calendar|grantees|past-grants|awarded-grants|grants-awarded|recipients|annual-reports?|reports|minutes|publications|donate|give|giving|search|login|sitemap|tags?|categor(?:y|ies)|authors?|archives?)$/;
/** A folder of pages about the funder, which may hold its programmes ("/about/fellowships"): only the page itself is "about". */
const ABOUT_SEGMENT = /^(?:about|about-us|who-we-are)$/;

/** Whether one of the first `first` segments names news, people, the funder itself or another page that is not a programme. */
export function hasNegativeSegment(segments: string[], first = 2): boolean {
  return segments.slice(0, first).some((s, i) => NEGATIVE_SEGMENT.test(s) && !(ABOUT_SEGMENT.test(s) && i < segments.length - 1));
}

/** Pages that support an opportunity rather than being one: their name says which part they cover. */
export const SUPPORTING_ROLE =
  /^(?:faqs?|frequently\s+asked\s+questions|questions\s+(?:and|&)\s+answers|q\s*&\s*a|how\s+to\s+(?:apply|nominate)|(?:application|nomination)\s+(?:guide|guidance|process|instructions|form|tips)|guidelines?|guidance(?:\s+notes?)?|eligibility(?:\s+\w+)?|who\s+can\s+apply|budget(?:\s+\w+)?|(?:evaluation|selection|assessment|review)\s+(?:criteria|process)|scoring|contact(?:\s+us)?|resources|webinars?|apply(?:\s+now)?$|faq)\b/i;
const NEGATIVE_TITLE =
  /\b(?:news|blog|press\s+release|announces?|announcement|welcomes?|celebrat|our\s+team|staff|board\s+of\s+(?:directors|trustees)|trustees|about\s+us|who\s+we\s+are|privacy|cookie|terms\s+of|careers|jobs|vacanc|events?\s+calendar|upcoming\s+events|past\s+grant|grantees|grants\s+awarded|recipients|annual\s+report|donate|stories)\b|\b\w+\s+(?:awards|approves|grants|gives|distributes|commits|invests|announces|names|selects)\s+(?:more\s+than\s+|over\s+|nearly\s+|almost\s+)?[$€£]\s?\d/i;
export const CALL_DOCUMENT =
  /\b(?:call\s+for\s+(?:proposals|applications|projects|expressions\s+of\s+interest)|requests?\s+for\s+(?:proposals|applications)|funding\s+(?:opportunity|call|announcement)|notice\s+of\s+funding|invitation\s+to\s+(?:apply|tender)|rfp|rfa|open\s+call)\b/i;
export const APPLY_CUE =
  /\b(?:how\s+to\s+apply|apply\s+(?:now|online|here|today)|start\s+(?:an?|your)\s+application|submit(?:ting)?\s+(?:an?|your)\s+(?:application|proposal|request|letter|grant\s+request)|application\s+(?:portal|form)|to\s+apply|letters?\s+of\s+(?:inquiry|intent)|applications?\s+(?:must|should)\s+be\s+(?:submitted|postmarked|received)|(?:grant|funding)\s+requests?|request\s+(?:a|for)\s+(?:grant|funding)|(?:contact|talk\s+(?:to|with)|speak\s+(?:to|with)|reach\s+out\s+to|call|email)\s+(?:our|the|a)\s+(?:program(?:me)?|grants?)\s+(?:officer|director|manager|staff|team))\b/i;

/** A dated permalink ("/2026/10/some-post"), the URL of a blog or news post on most CMSs. */
const datedPath = (segments: string[]): boolean =>
  segments.some((s, i) => /^(?:19|20)\d{2}$/.test(s) && /^(?:0?[1-9]|1[0-2])$/.test(segments[i + 1] ?? "") && i + 2 < segments.length);

/** What a page's address and name say: news, staff, about and other pages that are not a programme. */
export function isNegativeByName(f: Pick<PageFeatures, "segments" | "title">): boolean {
  return hasNegativeSegment(f.segments) || NEGATIVE_TITLE.test(f.title) || datedPath(f.segments);
}

/** A page that is not a programme by its name, or marked up as an article (a post). */
export function isNegativePage(f: Pick<PageFeatures, "segments" | "structure" | "title">): boolean {
  return isNegativeByName(f) || f.structure.isArticle;
}

/** The page's own role name: the h1/title, else its last URL segment with dashes as spaces. */
export function supportingRole(f: PageFeatures): boolean {
  const last = (f.segments.at(-1) ?? "").replace(/\.[a-z0-9]+$/, "").replace(/[-_]+/g, " ");
  // "Apply Now!": the exclamation is the button's, not the name's.
  const title = f.title
    .replace(/^.*?[:–—|]\s*/, "")
    .replace(/[\s!.]+$/, "")
    .trim();
  // A role named by the URL ("/small-grants/apply") holds even when the title names the programme,
  // once the page sits below another one; a top-level "/apply" page may be the programme itself.
  return (
    SUPPORTING_ROLE.test(title) || SUPPORTING_ROLE.test(f.title) || (SUPPORTING_ROLE.test(last) && (!PROGRAM_NAME.test(f.title) || f.segments.length >= 2))
  );
}

export const hasApply = (f: PageFeatures): boolean => f.applyCue || f.structure.contentLinks.some((l) => /\bapply\b|application/i.test(l.text));

export const isCallDocument = (f: PageFeatures): boolean =>
  f.page.kind === "document" && (CALL_DOCUMENT.test(f.title) || CALL_DOCUMENT.test(f.page.text.slice(0, 400)));

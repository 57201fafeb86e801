/**
 * Application portals that funders use to take applications. A link to one is a strong sign of an
 * open cycle, and the portal itself is off-site (the crawl does not follow it), so we list them.
 */
const PORTALS: Array<[RegExp, string]> = [
  [/submittable\.com/i, "Submittable"],
  [/fluxx\.io/i, "Fluxx"],
  [/foundant(?:\.com)?|grantinterface\.com/i, "Foundant"],
  [/smapply\.(?:io|org|net)|surveymonkeyapply/i, "SurveyMonkey Apply"],
  [/smarterselect\.com/i, "SmarterSelect"],
  [/grants\.gov/i, "Grants.gov"],
  [/blackbaud(?:grantmaking)?\.com|yourcausegrants\.com/i, "Blackbaud / YourCause"],
  [/cybergrants\.com/i, "CyberGrants"],
  [/zoomgrants\.com/i, "ZoomGrants"],
  [/amplifundgrantee?\.com|amplifund/i, "AmpliFund"],
  [/award\.force|awardforce\.com/i, "Award Force"],
];

const HREF = /href\s*=\s*["']([^"']+)["']/gi;

export function findPortalLinks(html: string): Array<{ url: string; portal: string }> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(HREF)) {
    const url = match[1] ?? "";
    if (!/^https?:/i.test(url)) continue;
    const portal = PORTALS.find(([pattern]) => pattern.test(url));
    if (portal) found.set(url, portal[1]);
  }
  return [...found].map(([url, portal]) => ({ url, portal }));
}

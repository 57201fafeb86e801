const PORTAL_HOSTS =
  /(?:fluxx|submittable|smapply|surveymonkeyapply|grantrequest|grantinterface|foundant|blackbaud|webportalapp|good-grants|goodgrants|award-force|reviewr|forms\.gle|typeform|jotform|grants\.gov)/i;
const APPLY_TEXT =
  /\b(?:apply(?:\s+(?:now|online|here|today))?|start\s+(?:an?|your)\s+application|application\s+(?:portal|form)|submit\s+(?:an?|your)\s+(?:application|proposal)|online\s+application)\b/i;
const CALL_TEXT = /\b(?:rfp|rfa|call\s+for\s+(?:proposals|applications)|requests?\s+for\s+(?:proposals|applications)|full\s+(?:guidelines|announcement))\b/i;

/**
 * The link an applicant follows to apply: an application portal (by anchor text or a known
 * grants-portal host) first, then the call-for-proposals document.
 */
export function findRfpLink(links: Array<{ url: string; text: string }>, pageUrl: string): string | null {
  const portal = links.find((l) => l.url !== pageUrl && (PORTAL_HOSTS.test(l.url) || APPLY_TEXT.test(l.text)) && !/\bhow\s+to\b/i.test(l.text));
  if (portal) return portal.url;
  const call = links.find((l) => CALL_TEXT.test(l.text) || (/\.pdf$/i.test(l.url) && /\b(?:guidelines|call|rfp)\b/i.test(l.text)));
  return call?.url ?? null;
}

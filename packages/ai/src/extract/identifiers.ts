const FON =
  /\b(?:RFP|RFA|NOFO|FOA|FON|Funding\s+Opportunity\s+(?:Number|No\.?)|Opportunity\s+(?:Number|No\.?)|Solicitation\s+(?:Number|No\.?)|Call\s+(?:ID|reference|ref\.?|number)|Reference(?:\s+(?:number|no\.?))?)\s*(?:#|No\.?|Number)?\s*:?\s*#?\s*([A-Z0-9][A-Za-z0-9._/-]{2,30}[A-Za-z0-9])/;
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
};
const AWARDS =
  /(?<![$€£\d,.])\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty)\s+(?:new\s+)?(?:grants?|awards?|fellowships?|prizes?|scholarships?|projects?|grantees|organi[sz]ations|applicants|fellows|recipients)\b(?!\s+(?:since|to\s+date|last|in\s+(?:19|20)\d\d))/i;
const AWARDS_CONTEXT =
  /\b(?:will|expect|anticipate|plan|up\s+to|approximately|about|around|to\s+be|selected|funded|awarded\s+each|each\s+year|per\s+(?:year|round|cycle))\b/i;

/** "RFP #2027-01", "FON: ABC-123", "Funding Opportunity Number HHS-2027-01": an identifier with a digit in it. */
export function findOpportunityNumber(text: string): string | null {
  for (const line of text.split("\n")) {
    const m = FON.exec(line);
    if (m?.[1] && /\d/.test(m[1]) && !/^(?:19|20)\d\d$/.test(m[1])) return m[1];
  }
  return null;
}

/** "up to 10 awards", "we expect to fund five projects": the number of awards the call plans to make. */
export function findExpectedAwards(sentences: string[]): number | null {
  for (const s of sentences) {
    const m = AWARDS.exec(s);
    if (!m?.[1] || !AWARDS_CONTEXT.test(s)) continue;
    const n = WORDS[m[1].toLowerCase()] ?? Number(m[1]);
    if (n > 0 && n < 1000) return n;
  }
  return null;
}

const VEHICLES: Array<[string, RegExp]> = [
  ["cooperative agreement", /\bcooperative\s+agreements?\b/i],
  ["fellowship", /\bfellowships?\b/i],
  ["scholarship", /\b(?:scholarships?|bursar(?:y|ies))\b/i],
  ["prize", /\b(?:prizes?|challenge\s+awards?|competition\s+awards?)\b/i],
  ["loan", /\b(?:loans?|program-related\s+investments?|recoverable\s+grants?)\b/i],
  ["residency", /\bresidenc(?:y|ies)\b/i],
  ["grant", /\bgrants?\b/i],
];

/** Funding vehicles named on the page, and the page's own type: the one its title names, else the one named most. */
export function findVehicles(title: string, text: string): { vehicles: string[]; type: string | null } {
  const counts = VEHICLES.map(([name, re]) => [name, (text.match(new RegExp(re.source, "gi")) ?? []).length] as const).filter(([, n]) => n > 0);
  const vehicles = counts.map(([name]) => name);
  const fromTitle = VEHICLES.find(([, re]) => re.test(title))?.[0];
  const mostNamed = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { vehicles: fromTitle && !vehicles.includes(fromTitle) ? [fromTitle, ...vehicles] : vehicles, type: fromTitle ?? mostNamed ?? null };
}

const US_STATES =
  "Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada New_Hampshire New_Jersey New_Mexico New_York North_Carolina North_Dakota Ohio Oklahoma Oregon Pennsylvania Rhode_Island South_Carolina South_Dakota Tennessee Texas Utah Vermont Virginia Washington West_Virginia Wisconsin Wyoming District_of_Columbia Puerto_Rico"
    .split(" ")
    .map((s) => s.replace(/_/g, " "));
const COUNTRIES: Record<string, RegExp> = {
  "United States": /\b(?:United\s+States|U\.S\.A?\.?|USA)\b/,
  "United Kingdom": /\b(?:United\s+Kingdom|UK|Great\s+Britain)\b/,
  Ireland: /\bIreland\b(?<!Northern\s+Ireland)/,
  Canada: /\bCanada\b/,
  Mexico: /\bMexico\b(?<!New\s+Mexico)/,
  France: /\bFrance\b/,
  Germany: /\bGermany\b/,
  Spain: /\bSpain\b/,
  Italy: /\bItaly\b/,
  Portugal: /\bPortugal\b/,
  Netherlands: /\b(?:the\s+)?Netherlands\b/,
  Belgium: /\bBelgium\b/,
  Austria: /\bAustria\b/,
  Switzerland: /\bSwitzerland\b/,
  Denmark: /\bDenmark\b/,
  Sweden: /\bSweden\b/,
  Norway: /\bNorway\b/,
  Finland: /\bFinland\b/,
  Poland: /\bPoland\b/,
  Greece: /\bGreece\b/,
  India: /\bIndia\b/,
  Kenya: /\bKenya\b/,
  Nigeria: /\bNigeria\b/,
  "South Africa": /\bSouth\s+Africa\b/,
  Ghana: /\bGhana\b/,
  Uganda: /\bUganda\b/,
  Brazil: /\bBrazil\b/,
  Australia: /\bAustralia\b/,
  "New Zealand": /\bNew\s+Zealand\b/,
  Japan: /\bJapan\b/,
};
const REGIONS: Record<string, RegExp> = {
  Europe: /\b(?:Europe|European\s+Union|EU\s+member\s+states)\b/,
  Africa: /\b(?:Africa|Sub-Saharan)\b(?<!South\s+Africa)/,
  "Latin America": /\bLatin\s+America\b/,
  Asia: /\bAsia\b/,
  "Middle East": /\bMiddle\s+East\b/,
  England: /\bEngland\b(?<!New\s+England)/,
  Scotland: /\bScotland\b/,
  Wales: /\bWales\b(?<!New\s+South\s+Wales)/,
  "Northern Ireland": /\bNorthern\s+Ireland\b/,
  "New England": /\bNew\s+England\b/,
  Midwest: /\bMidwest(?:ern)?\b/,
  "Pacific Northwest": /\bPacific\s+Northwest\b/,
  Appalachia: /\bAppalachia(?:n)?\b/,
};
const COUNTY = /\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:County|Parish|Borough|Region))\b/g;

export interface Geography {
  regions: string[];
  countries: string[];
  states: string[];
}

/** Places named in the eligibility and location sentences; the rest of a page is not about where applicants are. */
export function findGeography(text: string): Geography {
  const states = US_STATES.filter((s) => new RegExp(`\\b${s}\\b(?![\\s-]+(?:University|State\\s+University))`).test(text)).filter(
    // "Washington" alone is ambiguous with D.C.; "Virginia" inside "West Virginia" is not Virginia.
    (s) => !(s === "Virginia" && !/(?<!West\s)\bVirginia\b/.test(text)),
  );
  const countries = Object.entries(COUNTRIES)
    .filter(([, re]) => re.test(text))
    .map(([name]) => name);
  const counties = [...new Set([...text.matchAll(COUNTY)].map((m) => m[1]!))];
  const regions = [
    ...Object.entries(REGIONS)
      .filter(([, re]) => re.test(text))
      .map(([name]) => name),
    ...counties,
  ];
  if (states.length && !countries.includes("United States")) countries.push("United States");
  if (regions.some((r) => ["England", "Scotland", "Wales", "Northern Ireland"].includes(r)) && !countries.includes("United Kingdom"))
    countries.push("United Kingdom");
  return { regions, countries, states };
}

export const LOCATION_SENTENCE =
  /\b(?:based|located|registered|operating|serv(?:e|es|ing)|residents?|within|across|throughout|in\s+the\s+(?:state|county|region|city)|eligib|must\s+be)\b/i;

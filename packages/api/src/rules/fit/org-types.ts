import type { OrgType } from "../../spec/index.js";

/** The analyser's applicant sectors (its `for` list) read as the profile's organisation types. */
const SECTOR_TYPES: Record<string, OrgType> = {
  nonprofits: "nonprofit",
  "community groups": "nonprofit",
  "faith-based organizations": "nonprofit",
  universities: "university",
  individuals: "individual",
  businesses: "company",
  government: "public body",
  schools: "public body",
};

export function orgTypesOf(sectors: string[]): OrgType[] {
  return [...new Set(sectors.flatMap((s) => SECTOR_TYPES[s.toLowerCase()] ?? []))];
}

const PLURAL: Record<OrgType, string> = {
  nonprofit: "nonprofits",
  university: "universities",
  individual: "individuals",
  company: "companies",
  "public body": "public bodies",
};
export const pluralOf = (t: OrgType) => PLURAL[t];

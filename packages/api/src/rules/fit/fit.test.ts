import { describe, expect, it } from "vitest";
import { profileSchema } from "../../spec/index.js";
import { amountRule } from "./amount-rule.js";
import { eligibilityRule } from "./eligibility-rule.js";
import { programmeFit } from "./fit.js";
import { missionRule, missionVector } from "./mission-rule.js";
import { orgTypesOf } from "./org-types.js";
import { regionRule } from "./region-rule.js";
import type { FitSubject } from "./subject.js";

const eligibility = { sentence: "Applicants must be nonprofit organizations in the United States.", url: "https://f.org/g" };
const subject = (over: Partial<FitSubject> = {}): FitSubject => ({
  url: "https://f.org/g",
  title: "Rural Health Grant",
  summary: "The Rural Health Grant funds clinics that bring health care to rural families.",
  eligibility: eligibility.sentence,
  orgTypes: ["nonprofit"],
  countries: ["United States"],
  states: [],
  regions: [],
  amountLow: 5000,
  amountHigh: 10000,
  currency: "USD",
  areas: ["health"],
  evidence: { eligibility, amount: { sentence: "Awards of $5,000 to $10,000.", url: "https://f.org/g" } },
  ...over,
});
const profile = profileSchema.parse({ orgType: "nonprofit", country: "USA", region: null, areas: ["health"], amountMin: 5000, amountMax: 20000 });

describe("fit rules", () => {
  it("reads the analyser's sectors as organisation types", () => {
    expect(orgTypesOf(["nonprofits", "community groups", "universities", "government", "unknown"])).toEqual(["nonprofit", "university", "public body"]);
  });

  it("says who is eligible, with the eligibility sentence, and excludes the others", () => {
    expect(eligibilityRule("nonprofit", subject())?.reason).toEqual({ rule: "eligibility", text: "eligible: nonprofits ✓", ok: true, evidence: eligibility });
    expect(eligibilityRule("company", subject())).toMatchObject({ excludes: true, reason: { text: "eligible: nonprofits only ✗", ok: false } });
    expect(eligibilityRule("company", subject({ orgTypes: [] }))).toBeNull();
  });

  it("matches countries by alias and regions by name; a programme naming no place is not held against", () => {
    expect(regionRule({ country: "USA", region: null }, subject())?.reason.text).toBe("region: USA ✓");
    expect(regionRule({ country: "Canada", region: null }, subject())).toMatchObject({ excludes: true, reason: { text: "region: United States only ✗" } });
    expect(regionRule({ country: "US", region: "Ohio" }, subject({ states: ["Virginia"] }))?.reason.text).toBe("region: Virginia only ✗");
    expect(regionRule({ country: "US", region: "virginia" }, subject({ states: ["Virginia"] }))?.reason.text).toBe("region: Virginia ✓");
    expect(regionRule({ country: "Canada", region: null }, subject({ countries: [] }))).toBeNull();
  });

  it("compares the amounts offered with the amounts sought", () => {
    expect(amountRule(profile, subject())?.reason.text).toBe("amount $5,000–10,000 within your range ✓");
    expect(amountRule(profile, subject({ amountLow: null, amountHigh: 15000 }))?.reason.text).toBe("amount up to $15,000 within your range ✓");
    expect(amountRule(profile, subject({ amountLow: 40000, amountHigh: 40000 }))?.reason).toMatchObject({
      text: "amount $40,000 outside your range ✗",
      ok: false,
    });
    expect(amountRule(profile, subject({ amountLow: null, amountHigh: null }))).toBeNull();
  });

  it("gives the mission's similarity to the summary as a figure", () => {
    const result = missionRule(missionVector("We run rural health clinics for families."), subject());
    expect(result?.reason.text).toMatch(/^mission: 0\.\d\d similar to the programme's summary$/);
    expect(missionRule(missionVector(null), subject())).toBeNull();
  });

  it("ranks a fitting programme high, sinks an excluding one, and leaves one with nothing known in the middle", () => {
    const good = programmeFit(profile, null, subject());
    const excluded = programmeFit({ ...profile, orgType: "company" }, null, subject());
    const unknown = programmeFit(profile, null, subject({ orgTypes: [], countries: [], amountLow: null, amountHigh: null, areas: [], summary: null }));
    expect(good).toMatchObject({ fit: 100, excluded: false });
    expect(excluded.excluded).toBe(true);
    expect(excluded.fit).toBeLessThan(15);
    expect(unknown).toEqual({ fit: 50, excluded: false, reasons: [] });
  });
});

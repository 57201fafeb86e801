import { describe, expect, it } from "vitest";
import { findAmounts } from "./funding-amount.js";
import { findMoney, findRanges } from "./money.js";

const amounts = (sentence: string) => findAmounts({ sentences: [sentence], fields: [] });

describe("money", () => {
  it("reads symbols, codes, multipliers and European thousands separators", () => {
    expect(findMoney("$50,000").map((m) => [m.value, m.currency])).toEqual([[50000, "USD"]]);
    expect(findMoney("up to USD 25k")[0]).toMatchObject({ value: 25000, currency: "USD" });
    expect(findMoney("€10.000 per project")[0]).toMatchObject({ value: 10000, currency: "EUR" });
    expect(findMoney("£5 million")[0]).toMatchObject({ value: 5_000_000, currency: "GBP" });
    expect(findMoney("$1.5 million")[0]?.value).toBe(1_500_000);
    expect(findMoney("€2.500,50")[0]?.value).toBe(2500.5);
    // In thousands, three digits after the separator group them ("k€ 1,190"); in millions they may be decimals.
    expect(findMoney("a budget of k€ 1,190")[0]?.value).toBe(1_190_000);
    expect(findMoney("€1.500 million")[0]?.value).toBe(1_500_000);
  });

  it("reads Australian and New Zealand dollars, and 'up to a maximum of' one of them as the maximum", () => {
    expect(findMoney("AU$1500")[0]).toMatchObject({ value: 1500, currency: "AUD" });
    expect(findMoney("NZ$ 2,000")[0]).toMatchObject({ value: 2000, currency: "NZD" });
    expect(amounts("Registration is paid up to a maximum of AU$1500/NZ$1500.")).toMatchObject({ low: null, high: 1500, currency: "AUD" });
  });

  it("never treats a bare number or a year as money", () => {
    expect(findMoney("In 2027 we expect 40 applications")).toEqual([]);
  });

  it("reads ranges written with dashes, 'to', 'between … and' and a shared multiplier", () => {
    expect(findRanges("$10,000–$50,000")[0]).toMatchObject({ low: 10000, high: 50000 });
    expect(findRanges("between $5,000 and $20,000")[0]).toMatchObject({ low: 5000, high: 20000 });
    expect(findRanges("$10,000 - 50,000")[0]).toMatchObject({ low: 10000, high: 50000 });
    expect(findRanges("$1–2 million")[0]).toMatchObject({ low: 1_000_000, high: 2_000_000 });
  });
});

describe("award amounts", () => {
  it("'up to' gives only the maximum; a single award gives both ends", () => {
    expect(amounts("Grants of up to $2,500 are available.")).toMatchObject({ low: null, high: 2500 });
    expect(amounts("Each grant is $50,000.")).toMatchObject({ low: 50000, high: 50000 });
    expect(amounts("Projects may be funded by a grant in amounts up $500.")).toMatchObject({ low: null, high: 500 });
  });

  it("reads a minimum and a maximum that will be awarded", () => {
    expect(amounts("A minimum of $100,000 and a maximum of $500,000 will be awarded to successful applicants.")).toMatchObject({ low: 100000, high: 500000 });
  });

  it("takes the total as the most one award can be when the call makes a single award", () => {
    const one = (s: string) => findAmounts({ sentences: [s, "A total of $800,000 in funding is available through this solicitation."], fields: [] });
    expect(one("The agency requests a proposal for one demonstration site grant.")).toMatchObject({ low: null, high: 800000, total: 800000 });
    expect(one("The grant will be made with federal funds.")).toMatchObject({ high: 800000 });
    expect(one("This is one of our grants for community groups.")).toMatchObject({ high: null, total: 800000 });
    expect(one("Several grants will be made.")).toMatchObject({ high: null, total: 800000 });
  });

  it("reads 'the total value of this fund is' as the pool and 'the maximum award per activity being' as a cap", () => {
    expect(amounts("The total value of this fund is £150k to be spent over the project, with the maximum award per activity being £5k.")).toMatchObject({
      low: null,
      high: 5000,
      total: 150000,
    });
    const r = findAmounts({
      sentences: ["The total amount of funds available is £350k, spread across two rounds.", "In each round we expect to fund several projects (up to £40k)."],
      fields: [],
    });
    expect(r).toMatchObject({ low: null, high: 40000, total: 350000 });
  });

  it("separates the total pool from the award size", () => {
    expect(amounts("Grants range between $10,000 and $30,000. A total of $300,000 is available.")).toMatchObject({ low: 10000, high: 30000 });
    const r = findAmounts({ sentences: ["Grants range between $10,000 and $30,000.", "A total of $1M is available in this round."], fields: [] });
    expect(r).toMatchObject({ low: 10000, high: 30000, total: 1_000_000 });
  });

  it("takes the sentence that says what one award is over an earlier cap on one kind of cost", () => {
    const r = findAmounts({
      sentences: [
        "Funds may cover up to half of any equipment purchases, up to a maximum of €2,500 of any national grant.",
        "Up to €60,000 per national grant.",
      ],
      fields: [],
    });
    expect(r).toMatchObject({ low: null, high: 60000, currency: "EUR", sentence: "Up to €60,000 per national grant." });
  });

  it("ignores applicant budgets and past giving", () => {
    expect(amounts("Organizations with annual budgets under $2 million may apply for funding.").high).toBeNull();
    expect(amounts("Since 1990 we have awarded $90 million in grants.").high).toBeNull();
    expect(amounts("The fellowship saved students over $500,000 in costs.").high).toBeNull();
    expect(amounts("Travel and lodging for a scholarship can cost between $1,000 and $3,000 per attendee.").high).toBeNull();
    expect(amounts("Each funder contributed $150K to the shared prize pool, which totals $900K.")).toMatchObject({ low: null, high: null, total: 900_000 });
  });

  it("money made available, a total award amount, prizes announced and money a grantee received are not award sizes", () => {
    expect(amounts("ICJIA has made available $5 million in grant funding for transitional housing.")).toMatchObject({
      low: null,
      high: null,
      total: 5_000_000,
    });
    expect(amounts("- 2026: number of awardees: 8; total award amount: $4,350.")).toMatchObject({ low: null, high: null, total: 4350 });
    expect(amounts("$260,000 in prizes were announced during the summit.")).toMatchObject({ low: null, high: null });
    expect(amounts("The maker space project received $44,000 to run a six-month program.")).toMatchObject({ low: null, high: null });
    expect(amounts("The median funding received by a project in round 1 was $14,670.")).toMatchObject({ low: null, high: null });
  });

  it("an extra on top of the award is not its size", () => {
    expect(amounts("In addition, up to $500 will be given to the student to offset travel costs.")).toMatchObject({ low: null, high: null });
    expect(amounts("Furthermore, up to $650 USD is available to cover travel costs.")).toMatchObject({ low: null, high: null });
    expect(amounts("In addition to mentorship, we are providing Fellows with stipends of $5,000.")).toMatchObject({ low: 5000, high: 5000 });
    expect(amounts("In addition, $500–$1,000 is available for travel.")).toMatchObject({ low: null, high: null });
    expect(amounts("Grants of $2,000–$5,000 were awarded in 2024.")).toMatchObject({ low: null, high: null });
  });

  it("list items in a row that each state one amount are tiers spanning the range", () => {
    const prizes = [
      "- Grand Prize, $25,000: a planning tool",
      "- Runner Up, $15,000: a toolkit",
      "- Student Prize, $10,000: a story",
      "Winners were announced in December.",
    ];
    expect(findAmounts({ sentences: prizes, fields: [] })).toMatchObject({ low: 10_000, high: 25_000 });
    expect(findAmounts({ sentences: prizes.slice(0, 2), fields: [] })).toMatchObject({ low: 25_000, high: 25_000 });
    const scholarships = [
      "- The Library Science Scholarship, $1,000: one student",
      "- The Information Science Scholarship, $500: one student",
      "- The Research Scholarship: $400, one faculty member; $200, two students",
    ];
    expect(findAmounts({ sentences: scholarships, fields: [] })).toMatchObject({ low: 200, high: 1_000 });
  });

  it("list items that each state a cap are a call's streams: its most is the largest, wherever the page repeats them", () => {
    const streams = ["- Seed funding: up to £5,000.", "- Events: up to £15,000.", "- Project grants: up to £25,000."];
    expect(findAmounts({ sentences: streams, fields: [] })).toMatchObject({ low: null, high: 25000 });
    const page = ["- Seed funding: small grants of up to £5,000 for early career researchers.", "- Events: funding to convene networks.", "Then:", ...streams];
    expect(findAmounts({ sentences: page, fields: [] })).toMatchObject({ low: null, high: 25000 });
    expect(findAmounts({ sentences: page.slice(0, 3), fields: [] })).toMatchObject({ low: null, high: 5000 });
    const fields = [
      { label: "Seed funding", value: "Up to £5,000." },
      { label: "Events", value: "Capped at £15,000." },
      { label: "Project grants", value: "Up to £25,000." },
    ];
    expect(findAmounts({ sentences: [], fields })).toMatchObject({ low: null, high: 25000 });
  });

  it("a project's budget cap is the award's, an applicant's own budget is not", () => {
    expect(amounts("Individual projects can budget up to £10k funding at full economic cost.")).toMatchObject({ high: 10000 });
    expect(amounts("We fund 10 projects, each with a budget of up to £15k.")).toMatchObject({ high: 15000 });
    expect(amounts("At least 2 training projects, each with a maximum budget of £20k.")).toMatchObject({ high: 20000 });
    expect(amounts("Organisations with an annual budget under $500,000 may apply for a grant.")).toMatchObject({ low: null, high: null });
  });

  it("'top out at' is a cap", () => {
    expect(amounts("Individual grants are expected to top out at $20,000.")).toMatchObject({ low: null, high: 20_000 });
  });

  it("a rate per week or month is not an award size", () => {
    expect(amounts("The fellowship provides a $650/week stipend.").high).toBeNull();
    expect(amounts("Fellows receive a monthly stipend of $2,000.").high).toBeNull();
    expect(amounts("The grant pays $1,500–$2,000 per month.").high).toBeNull();
    expect(amounts("Grants of $5,000 each are available.").high).toBe(5000);
  });

  it("prefers a labelled amount field and keeps its currency", () => {
    const r = findAmounts({ sentences: ["Past grants averaged $3,000."], fields: [{ label: "Grant size", value: "Up to £5,000" }] });
    expect(r).toMatchObject({ high: 5000, currency: "GBP", sentence: "Grant size: Up to £5,000" });
  });
});

describe("award amounts from labels", () => {
  it("a label naming one end gives only that end", () => {
    const r = findAmounts({
      sentences: [],
      fields: [
        { label: "Maximum request", value: "$40,000" },
        { label: "Minimum request", value: "$10,000" },
      ],
    });
    expect([r.low, r.high]).toEqual([10000, 40000]);
  });
  it("reads ranges in sentences about commitments and typical sizes", () => {
    const r = findAmounts({ sentences: ["Gifts are usually $3,000 to $6,000 annually."], fields: [] });
    expect([r.low, r.high]).toEqual([3000, 6000]);
  });
});

describe("an award's upper end named around the amount", () => {
  it("reads 'up to USD $30,000', '$5000 USD is the maximum award' and 'limited to $1000' as the high end only", () => {
    const read = (s: string) => findAmounts({ sentences: [s], fields: [] });
    expect(read("Prizes of up to USD $30,000 for the best analysis.")).toMatchObject({ low: null, high: 30000 });
    expect(read("$5000 USD is the maximum award: smaller bids are encouraged.")).toMatchObject({ low: null, high: 5000 });
    expect(read("Funding is limited to $1000 per conference, per year.")).toMatchObject({ low: null, high: 1000 });
    expect(read("Each grant is $2,500.")).toMatchObject({ low: 2500, high: 2500 });
  });
});

describe("award amounts as real funder pages write them", () => {
  it("a multiplier written once after the upper end covers both ends, and a round's estimate to distribute is its total", () => {
    expect(findRanges("$8-$12 million")[0]).toMatchObject({ low: 8_000_000, high: 12_000_000 });
    expect(findRanges("$9-$10MM")[0]).toMatchObject({ low: 9_000_000, high: 10_000_000 });
    expect(amounts("We estimate between $8-$12 million will be distributed in this round.")).toMatchObject({ low: null, high: null, total: 12_000_000 });
  });
  it("reads 'cannot exceed' and 'a maximum financial support of' as caps, and the largest of a page's schemes' caps as its most", () => {
    expect(amounts("The total cost of the mission cannot exceed EUR 4000 (this is a hard limit).")).toMatchObject({ low: null, high: 4000 });
    expect(amounts("There is a maximum financial support of €4000 per STSM.")).toMatchObject({ low: null, high: 4000 });
    const schemes = [
      "There is a maximum financial support of €4000 per STSM.",
      "The maximum financial support per conference is €2500 (in person event).",
      "Up to 1500 EUR per VM Grant; should reflect the complexity of the work.",
    ];
    expect(findAmounts({ sentences: schemes, fields: [] })).toMatchObject({ low: null, high: 4000, currency: "EUR" });
  });
  it("a proposed budget that cannot exceed an amount is a project's cap, and its total cost no pool", () => {
    const roles = [
      "Undergraduate students will earn up to $4,000 for the whole summer.",
      "Faculty will depend on your proposed budget, which cannot exceed $19,000 total cost.",
    ];
    expect(findAmounts({ sentences: roles, fields: [] })).toMatchObject({ low: null, high: 19_000, total: null });
    expect(amounts("We have $50,000 total to distribute in grants.")).toMatchObject({ high: null, total: 50_000 });
  });
  it("takes the amount per recipient over its parts, and a fixed figure another sentence states as a cap as the cap", () => {
    expect(
      amounts(
        "The scholarship is in amount of $2,000 per student, $1692 of which covers registration and housing, and $308 which will be given to the student for travel.",
      ),
    ).toMatchObject({ low: 2000, high: 2000 });
    const award = [
      "The award provides $2000 stipends for two students.",
      "The award provides a student member a stipend of up to $2000 to cover travel expenses.",
    ];
    expect(findAmounts({ sentences: award, fields: [] })).toMatchObject({ low: null, high: 2000 });
  });
  it("reads 'or less' as the most and 'or more' as the least", () => {
    expect(amounts("The Trust concentrates on the West Country and the Grants are usually £500 or less.")).toMatchObject({
      low: null,
      high: 500,
      currency: "GBP",
    });
    expect(amounts("Grants of $1,000 or more are made twice a year.")).toMatchObject({ low: 1000, high: null });
  });

  it("reads a multiplier written before the currency symbol", () => {
    expect(amounts("Funds for a postdoc position (grant size k€ 230) can be requested.")).toMatchObject({ low: 230_000, high: 230_000, currency: "EUR" });
  });
  it("reads '< $500' and 'less than' as an upper end", () => {
    expect(amounts("We make small grants (< $500USD) for needed goods and travel.")).toMatchObject({ low: null, high: 500 });
  });
  it("takes the 'up to' end over a typical size beside it", () => {
    expect(amounts("A typical grant receives $25,000 in funding, but applications are accepted for amounts up to $35,000.")).toMatchObject({
      low: null,
      high: 35_000,
    });
  });
  it("spans prize tiers from the least to the most", () => {
    expect(amounts("$700k/$100k/$50k Grand Prize awards.")).toMatchObject({ low: 50_000, high: 700_000 });
  });
  it("keeps a call's whole budget and money already given out of the award size", () => {
    expect(amounts("A minimum of $21.3 million will be made available through this funding opportunity.")).toMatchObject({
      low: null,
      high: null,
      total: 21_300_000,
    });
    expect(amounts("We are committing $200,000 to an accelerated grants program.")).toMatchObject({ low: null, high: null, total: 200_000 });
    expect(amounts("In 2023, $4,000 was distributed in grant funds.")).toMatchObject({ low: null, high: null });
  });
});

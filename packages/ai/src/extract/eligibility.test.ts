import { describe, expect, it } from "vitest";
import { sentences } from "../text/sentences.js";
import { findEligibility } from "./eligibility.js";

describe("findEligibility", () => {
  it("skips a timeline row that only says when, and finds who may apply", () => {
    const text =
      "Timeline\nEligibility check: within 5 working days of application submission\nRegistered charities and community groups in Wales may apply for up to £5,000.";
    const sentences = ["Registered charities and community groups in Wales may apply for up to £5,000."];
    const found = findEligibility(text, sentences, [{ label: "Eligibility check", value: "Within 5 working days of application submission" }]);
    expect(found.sentence).toBe("Registered charities and community groups in Wales may apply for up to £5,000.");
    expect(found.for).toEqual(expect.arrayContaining(["nonprofits", "community groups"]));
  });

  it("ends the section at the next question of an FAQ", () => {
    const text =
      "Who can apply?\nThe application is open to everyone.\nYou can apply for events outside the US, too.\n**When will I receive my scholarship?**\nWithin a month.";
    expect(findEligibility(text, [], []).text).toBe("The application is open to everyone. You can apply for events outside the US, too.");
  });

  it("stops at an FAQ question written in bold on the same line as the answer before it", () => {
    const text = "The application is open to everyone.\nAnd you can apply for events outside of the US, too. **When will I receive my scholarship?**";
    expect(findEligibility(text, sentences(text), []).text).toBe("The application is open to everyone. And you can apply for events outside of the US, too.");
  });

  it("takes a call open to people or bodies, not a ride open to activity on a car-free course", () => {
    const whom = (sentence: string) => findEligibility(sentence, [sentence], []).sentence;
    expect(whom("The bike ride was open to activity on a car-free course for cyclists and walkers.")).toBeNull();
    expect(whom("The garden is open to the public every weekend in summer.")).toBeNull();
    for (const sentence of [
      "The fellowship is open to early-career researchers in any country.",
      "The prize is open to all U.S. citizens over eighteen.",
      "This round is open to registered charities in Scotland.",
    ])
      expect(whom(sentence), sentence).toBe(sentence);
  });

  it("ends at the next label of a list of details, not at a line of its own that ends with a colon", () => {
    const text = "Fellowship details\nAward amount:\n$2,000\nEligibility:\nFaculty members of the university\nDuration:\nOne academic year";
    const fields = [
      { label: "Award amount", value: "$2,000" },
      { label: "Eligibility", value: "Faculty members of the university" },
      { label: "Duration", value: "One academic year" },
    ];
    expect(findEligibility(text, sentences(text), fields).text).toBe("Faculty members of the university");
    const list = "Eligibility\nThe fund is open to charities in the county.\nApplicants must:\nbe registered for two years\nhave a bank account";
    expect(findEligibility(list, sentences(list), []).text).toBe(
      "The fund is open to charities in the county. Applicants must: be registered for two years have a bank account",
    );
  });

  it("keeps an eligibility field that names applicants", () => {
    const found = findEligibility("", [], [{ label: "Eligibility", value: "Early-career researchers at UK universities" }]);
    expect(found.text).toContain("Early-career researchers");
    expect(found.for).toEqual(expect.arrayContaining(["universities", "individuals"]));
  });

  it("takes the sentences that state who may apply from one place, not a past winner's abstract further down", () => {
    const page = [
      "Nominations are due on January 22nd.",
      "The nominated dissertation must have been submitted in the year prior to the nomination deadline.",
      "Committee",
      "The committee is appointed by the board.",
      "Past recipients",
      "2024: A thesis on quantum programs.",
      "Its first challenge is uncomputation.",
      "Temporary variables must be explicitly reversed to avoid unwanted side effects.",
    ];
    expect(findEligibility(page.join("\n"), page, []).text).toBe(
      "The nominated dissertation must have been submitted in the year prior to the nomination deadline.",
    );
  });
});

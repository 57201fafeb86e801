import { readableText } from "@grantscout/crawler/extract";
import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import { pageFeatures } from "../features/page-features.js";
import { buildSiteContext } from "../features/site-context.js";
import type { PageInput } from "../record.js";
import { localRecord } from "./local-record.js";

const today = new Date("2026-11-23T12:00:00Z");
const page = (text: string): PageInput =>
  pageInput({
    url: "https://f.example/grants/hall-repairs",
    title: "Community Hall Repair Grant",
    text,
  });
/** The status and its evidence as a results card shows them. */
const shown = (text: string) => {
  const p = page(text);
  const site = buildSiteContext([p], today);
  const r = localRecord(pageFeatures(p, site), site, 0.9);
  return { status: r.status.current, sentence: r.evidence.status?.sentence ?? null, basis: r.evidence.status?.basis ?? null };
};
const intro = "The Community Hall Repair Grant funds repairs to community halls run by nonprofits, with grants of up to $3,000.";

describe("a status and the sentence shown for it (issue 44)", () => {
  it("an FAQ question is never the evidence: with nothing else said, the status is unknown", () => {
    expect(shown(`${intro}\nQ: Are grants awarded on a rolling basis?\nEach proposal is considered by the board.`)).toEqual({
      status: "unknown",
      sentence: null,
      basis: null,
    });
  });

  it("a statement of continuous review is rolling: open, on the words of that statement", () => {
    expect(shown(`${intro}\nWe review grant proposals continuously.\nQ: Are grants awarded on a rolling basis?`)).toEqual({
      status: "open",
      sentence: "We review grant proposals continuously.",
      basis: "words",
    });
  });

  it("open wording without a deadline is open on those words, never closed beside them", () => {
    const r = shown(`${intro}\nApplications for the first cycle of the repair grant are now being accepted.`);
    expect(r).toEqual({ status: "open", sentence: "Applications for the first cycle of the repair grant are now being accepted.", basis: "words" });
  });

  it("a closed status quotes the sentence that says closed", () => {
    const r = shown(`${intro}\nApplications are accepted by email.\nThe repair grant is temporarily closed.`);
    expect(r).toEqual({ status: "closed", sentence: "The repair grant is temporarily closed.", basis: "words" });
  });

  it("a deadline with no status words decides against today, quoting the deadline", () => {
    const r = shown(`${intro}\nThe deadline is March 1, 2026.`);
    expect(r).toEqual({ status: "closed", sentence: "The deadline is March 1, 2026.", basis: "date" });
  });
});

describe("a record's summary", () => {
  it("is the page's prose, not a row of section buttons or the value of its details list", () => {
    const about = "Each year the library funds one student to digitise and describe a collection with its archivists.";
    const html = `<html><body><main><h1>Archives Fellowship</h1><p><a href="#call">Call for Applications</a> <a href="#how">How to Apply</a> <a href="#past">Past Projects</a> <a href="#faq">Frequently Asked Questions</a></p>
      <dl><dt>Eligibility:</dt><dd>Graduate students currently enrolled in a degree programme of the university</dd><dt>Award:</dt><dd>$2,000</dd></dl><p>${about}</p></main></body></html>`;
    const p = pageInput({ url: "https://f.example/fellowships/archives", title: "Archives Fellowship", html, text: readableText(html) });
    const site = buildSiteContext([p], today);
    expect(localRecord(pageFeatures(p, site), site, 0.9).summary).toBe(about);
  });

  it("is a details list's Description when the page says it there", () => {
    const about = "The fund pays for conservation work on historic organs in parish churches across the county.";
    const html = `<html><body><main><h1>Organ Fund</h1><dl><dt>Description:</dt><dd>${about}</dd><dt>Award:</dt><dd>Up to $5,000 for each church</dd></dl></main></body></html>`;
    const p = pageInput({ url: "https://f.example/funds/organs", title: "Organ Fund", html, text: readableText(html) });
    const site = buildSiteContext([p], today);
    expect(localRecord(pageFeatures(p, site), site, 0.9).summary).toBe(about);
  });
});

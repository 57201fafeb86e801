import { describe, expect, it } from "vitest";
import { classifyStatus, isQuestion, statementOf, statesOpen, statesUpcoming } from "./status-classification.js";

const today = new Date("2026-11-22T12:00:00Z");

describe("classifyStatus", () => {
  it("explicit closed wording wins over a future date", () => {
    for (const statusText of [
      "Applications are closed.",
      "We are no longer accepting applications.",
      "This program has ended.",
      "The deadline has passed.",
      "Applications for the 2027 cohort are closed.",
    ]) {
      expect(classifyStatus({ statusText, dueDate: "2027-05-01", today })).toBe("closed");
    }
  });

  it("reads closed wording with words in between, past-tense closings and invitation-only programmes", () => {
    for (const statusText of [
      "The small grants program is temporarily closed.",
      "Our 2026 nomination cycle has now ended.",
      "Submissions closed on 4 April 2025.",
      "The fund is not currently accepting new proposals.",
      "The foundation does not accept unsolicited requests.",
      "Support is by invitation only.",
      "Currently, there are no graduate fellowships available.",
      "No campaigns are currently in progress.",
      "No funding calls are open at the moment.",
      "The travel bursary is not available this year.",
      "The mural program concluded in 2010.",
      "The seed grant scheme has ceased.",
    ]) {
      expect(classifyStatus({ statusText, dueDate: "2027-05-01", today }), statusText).toBe("closed");
    }
    expect(classifyStatus({ statusText: "Grants are over $5,000 each.", dueDate: "2027-05-01", today })).toBe("open");
    expect(classifyStatus({ statusText: "Grant funds are not available for overhead costs.", dueDate: "2027-05-01", today })).toBe("open");
    expect(classifyStatus({ statusText: "Retreats will provide an opportunity that is not available elsewhere.", dueDate: "2027-05-01", today })).toBe("open");
  });

  it("an open call with a deadline is open, not upcoming", () => {
    expect(classifyStatus({ statusText: "The competition is open now: the deadline is March 9, 2027.", dueDate: "2027-03-09", today })).toBe("open");
    expect(classifyStatus({ statusText: "Requests will be accepted starting January 10, 2027.", dueDate: "2027-02-28", today })).toBe("upcoming");
  });

  it("funds that last until they run out are open", () => {
    for (const statusText of [
      "Awards are made first-come, first-served.",
      "The relief fund stays open until all funding is committed.",
      "We accept proposals on an ongoing basis.",
    ]) {
      expect(classifyStatus({ statusText, today }), statusText).toBe("open");
    }
  });

  it("an opening named by season or month is upcoming, also after a closed round", () => {
    expect(classifyStatus({ statusText: "Applications open in the spring for the following school year.", today })).toBe("upcoming");
    const next = "Applications for the 2026 programme are now closed.\nApplications for the 2027 programme will open in November 2027.";
    expect(classifyStatus({ statusText: next, dueDate: "2026-02-23", today })).toBe("upcoming");
    // A named month already past is no news of a next round.
    expect(classifyStatus({ statusText: "Applications are closed. They opened in January 2026.", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Applications are closed. The round will open in March 2026.", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Application for Cohort 1 is not available yet. Subscribe to hear when it launches!", today })).toBe("upcoming");
  });

  it("'coming soon' announces the call only when said of applying", () => {
    expect(statesUpcoming("Applications for the 2027 cohort: coming soon!", today)).toBe(true);
    expect(statesUpcoming("Recording 1: NOFO Guidelines (Coming soon!!)", today)).toBe(false);
    expect(statesUpcoming("Open: the 2026 meetup - dates to be announced", today)).toBe(false);
  });

  it("a cancelled or expired call is closed", () => {
    expect(classifyStatus({ statusText: "THIS FUNDING OPPORTUNITY HAS EXPIRED", dueDate: "2027-04-05", today })).toBe("closed");
    expect(classifyStatus({ statusText: "The summer programme as advertised for 2020 is cancelled.", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Deadline: Cancelled", dueDate: "2027-05-01", today })).toBe("closed");
  });

  it("a cycle that has completed is closed; an application completed online is no closing", () => {
    expect(classifyStatus({ statusText: "The 2026 application cycle has now completed. Please check back in the fall.", today })).toBe("closed");
    expect(classifyStatus({ statusText: "The funding round is over.", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Applications are completed online and reviewed by the committee.", dueDate: "2027-03-03", today })).toBe("open");
  });

  it("does not read a conditional as closed", () => {
    expect(classifyStatus({ statusText: "Applications received after the deadline has passed will not be reviewed.", dueDate: "2027-03-03", today })).toBe(
      "open",
    );
  });

  it("rolling and year-round programmes are open without a date", () => {
    expect(classifyStatus({ statusText: "We review requests on a rolling basis.", today })).toBe("open");
    expect(classifyStatus({ statusText: "Applications are accepted year-round.", today })).toBe("open");
    // labelling.md: "can be made at any time" is rolling, whatever a past yearly cut-off says.
    expect(classifyStatus({ statusText: "Nominations can be submitted at any time.", dueDate: "2025-01-22", today })).toBe("open");
    expect(classifyStatus({ statusText: "Requests can be made at any time.", today })).toBe("open");
    expect(classifyStatus({ statusText: "Submit the application at least four months prior to the conference.", today })).toBe("open");
    // Relative to the call's own deadline, it is no rolling intake.
    expect(classifyStatus({ statusText: "Sign up no less than two weeks before the deadline.", dueDate: "2024-10-15", today })).toBe("closed");
  });

  it("rolling review until a date is decided by the date", () => {
    expect(classifyStatus({ statusText: "Deadline to Apply: Rolling till August 30th, 2026", dueDate: "2026-08-30", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Applications are reviewed on a rolling basis until funds run out.", today })).toBe("open");
  });

  it("rolling decisions within a call with a deadline are decided by the deadline", () => {
    const text = "Deadline: January 31, 2024.\nWe'll start awarding grants on a rolling basis once the call opens.";
    expect(classifyStatus({ statusText: text, dueDate: "2024-01-31", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Proposals will be reviewed on a rolling basis.", dueDate: "2027-01-31", today })).toBe("open");
    // Without a deadline, rolling review is all the page says of its intake: open.
    expect(classifyStatus({ statusText: "We review requests on a rolling basis.", today })).toBe("open");
  });

  it("rolling words about something other than applying say nothing of the call", () => {
    // A funded project's description on a programme page, not the programme's intake.
    expect(classifyStatus({ statusText: "The centre offers year-round programming for young men.", today })).toBe("unknown");
    expect(classifyStatus({ statusText: "We are rolling out a new website.", today })).toBe("unknown");
    // Each sentence on its own: the deadline's sentence does not make the programming an intake.
    expect(classifyStatus({ statusText: "The centre offers year-round programming.\nThe deadline was March 1, 2025.", dueDate: "2025-03-01", today })).toBe(
      "closed",
    );
  });

  it("future openings are upcoming; forecasts are forecasted", () => {
    expect(classifyStatus({ statusText: "Applications open June 1, 2027.", dueDate: "2027-08-31", today })).toBe("upcoming");
    expect(classifyStatus({ statusText: "Coming soon!", today })).toBe("upcoming");
    expect(classifyStatus({ statusText: "This is a forecast. Anticipated release: March 2027.", today })).toBe("forecasted");
    expect(classifyStatus({ statusText: "The next round of grants is anticipated for spring.", today })).toBe("forecasted");
  });

  it("a highly anticipated building or a projected cost is no forecast of a call: the words are said of something else", () => {
    const sentences = [
      "Volunteers painted a mural for the highly anticipated community garden beside the school.",
      "The projected cost of the new hall is $2 million.",
    ];
    for (const statusText of sentences) {
      expect(classifyStatus({ statusText, today }), statusText).toBe("unknown");
      expect(statementOf("forecasted", [statusText], today), statusText).toBeNull();
    }
    expect(classifyStatus({ statusText: "This call is open to groups founded before 1 January 2027.", dueDate: "2027-03-01", today })).toBe("open");
  });

  it("falls back to the due date, then unknown", () => {
    expect(classifyStatus({ dueDate: "2027-01-01", today })).toBe("open");
    expect(classifyStatus({ dueDate: "2026-09-30", today })).toBe("closed");
    expect(classifyStatus({ dueDate: "2026-11-22", today })).toBe("closed");
    expect(classifyStatus({ today })).toBe("unknown");
    expect(classifyStatus({ explicit: "Closed", dueDate: "2027-01-01", today })).toBe("closed");
  });
});

describe("a status and the statement that says it (issue 44)", () => {
  it("a question is never evidence: an FAQ asking about rolling review neither opens nor closes a call", () => {
    for (const statusText of [
      "Q: Are grants awarded on a rolling basis?",
      "Are applications still being accepted?",
      "Question 3: Is the programme closed for new applications?",
      "Q. Can I apply at any time?",
    ]) {
      expect(classifyStatus({ statusText, today }), statusText).toBe("unknown");
      expect(statementOf("open", [statusText], today), statusText).toBeNull();
      expect(statementOf("closed", [statusText], today), statusText).toBeNull();
    }
    expect(isQuestion("Q: Are grants awarded on a rolling basis…?")).toBe(true);
    expect(isQuestion("Proposals are reviewed on a rolling basis.")).toBe(false);
  });

  it("an answer after its question still counts, and the answer is the statement shown", () => {
    const text = "Q: Are grants awarded on a rolling basis? A: Yes, we accept applications on a rolling basis.";
    expect(classifyStatus({ statusText: text, today })).toBe("open");
    expect(statementOf("open", [text], today)).toBe("A: Yes, we accept applications on a rolling basis.");
  });

  it("words saying applications are being taken now are open wording", () => {
    for (const statusText of [
      "Applications for the inaugural cycle of the coastal fellowship are now being accepted.",
      "We are now accepting applications.",
      "Accepting applications",
      "Applications are open.",
      "The call for proposals is now open.",
      "Nominations are currently being received.",
    ]) {
      expect(statesOpen(statusText), statusText).toBe(true);
      expect(classifyStatus({ statusText, today }), statusText).toBe("open");
      expect(statementOf("open", [statusText], today), statusText).toBe(statusText);
      expect(statementOf("closed", [statusText], today), statusText).toBeNull();
    }
  });

  it("open wording that is negated, conditional, future or about who may apply is not", () => {
    for (const statusText of [
      "We are not accepting applications at this time.",
      "Applications are no longer being accepted.",
      "If applications are accepted, you will be notified by email.",
      "Late applications are accepted only with approval.",
      "Applications will be accepted from January 2027.",
      "The programme is open to nonprofits in the county.",
      "Applications are accepted from registered charities.",
    ]) {
      expect(statesOpen(statusText), statusText).toBe(false);
    }
  });

  it("a stated deadline still decides over open wording written before it passed", () => {
    expect(classifyStatus({ statusText: "Applications are now being accepted.", dueDate: "2026-03-01", today })).toBe("closed");
    expect(classifyStatus({ statusText: "Applications are now being accepted.", dueDate: "2027-03-01", today })).toBe("open");
  });

  it("continuous review and applying at any time, said as statements, are rolling: open", () => {
    for (const statusText of [
      "We review grant proposals continuously.",
      "Proposals are accepted on a continuous basis.",
      "You may submit a proposal at any time.",
      "We welcome applications at any time of the year.",
    ]) {
      expect(classifyStatus({ statusText, today }), statusText).toBe("open");
      expect(statementOf("open", [statusText], today), statusText).toBe(statusText);
    }
    // Not about applying: no status.
    for (const statusText of ["We have continuously supported the arts since 1990.", "You can unsubscribe at any time."])
      expect(classifyStatus({ statusText, today }), statusText).toBe("unknown");
  });

  it("the statement of a closed or upcoming status is the sentence that says it, not the first one", () => {
    const sentences = [
      "Grants of up to $5,000 are available for open-space projects.",
      "The fund is temporarily closed.",
      "The next round opens in March 2027.",
    ];
    expect(statementOf("closed", sentences, today)).toBe("The fund is temporarily closed.");
    expect(statementOf("upcoming", sentences, today)).toBe("The next round opens in March 2027.");
    expect(statementOf("open", sentences, today)).toBeNull();
  });

  it("reads closed wording without a verb, on a line of its own, or as applications not being taken", () => {
    for (const statusText of [
      "Applications now closed.",
      "Applications closed",
      "Currently not available",
      "Applications for scholarship are not currently being collected.",
      "Applications for the 2025 U.S. Digital Service cohort are now closed.",
    ]) {
      expect(classifyStatus({ statusText, dueDate: "2027-05-01", today }), statusText).toBe("closed");
      expect(statementOf("closed", [statusText], today), statusText).toBe(statusText);
    }
    expect(classifyStatus({ statusText: "Applications closed on 4 April 2025.", today })).toBe("closed");
    expect(classifyStatus({ statusText: "The grant funds repairs; equipment is not available for loan.", dueDate: "2027-05-01", today })).toBe("open");
  });
});

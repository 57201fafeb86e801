import { describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Millbrook Fund</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

const t = withServedSite({
  "/": page("Millbrook Fund", "<p>We fund Millbrook nonprofits.</p>", ["/grants/arts-grant"]),
  "/grants/arts-grant": page(
    "Millbrook Arts Grant",
    "<p>The Millbrook Arts Grant funds arts projects by nonprofits. Applications are open; the deadline is March 3, 2027. Awards up to $5,000.</p>",
  ),
});

describe("a status correction's undo and note", () => {
  it("undoes a correction as if it had not been made, takes notes and the 'upcoming' status, and refuses what is not a correction of the job", async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 1, rateLimit: 20 });
    await runCrawlJob(t.env.services, id);
    const grantUrl = `${t.fixture.origin}/grants/arts-grant`;
    const item = async () => {
      const grants = (await t.caller().crawl.results({ jobId: id })).opportunities[0]!.details.detected_urls as Array<Record<string, any>>;
      return grants.find((g) => g.url === grantUrl)!;
    };
    const before = await item();
    expect(before).toMatchObject({ manually_corrected: false });
    const machine = before.status.current as string;

    const closed = await t.caller().crawl.correction({ jobId: id, grantUrl, newStatus: "closed", prevStatus: machine });
    expect(closed.correctionId).toBeGreaterThan(0);
    expect(await item()).toMatchObject({ status: { current: "closed" }, manually_corrected: true });
    const undone = await t.caller().crawl.undoCorrection({ jobId: id, correctionId: closed.correctionId });
    expect(undone).toMatchObject({ success: true, status: machine, message: `Status restored to ${machine}` });
    expect(await item()).toMatchObject({ status: { current: machine }, manually_corrected: false, correction_note: null });
    expect((await t.caller().crawl.corrections({ site: t.fixture.origin })).count).toBe(0);

    // Upcoming, as the detail dialog offers it, then a note on it, then a second correction undone: the first stays.
    const upcoming = await t.caller().crawl.correction({ jobId: id, grantUrl, newStatus: "upcoming", prevStatus: machine });
    await t.caller().crawl.correctionNote({ jobId: id, correctionId: upcoming.correctionId, feedback: "  Opens in spring  " });
    expect(await item()).toMatchObject({ status: { current: "upcoming" }, manually_corrected: true, correction_note: "Opens in spring" });
    const open = await t.caller().crawl.correction({ jobId: id, grantUrl, newStatus: "open", prevStatus: "upcoming" });
    await t.caller().crawl.undoCorrection({ jobId: id, correctionId: open.correctionId });
    expect(await item()).toMatchObject({ status: { current: "upcoming" }, manually_corrected: true, correction_note: "Opens in spring" });
    const { corrections } = await t.caller().crawl.corrections({ site: t.fixture.origin });
    expect(corrections.map((c) => [c.label, c.feedback])).toEqual([["upcoming", "Opens in spring"]]);

    await expect(t.caller().crawl.undoCorrection({ jobId: id, correctionId: open.correctionId })).rejects.toThrow(/No status correction/);
    await expect(t.caller().crawl.correctionNote({ jobId: id, correctionId: 999_999, feedback: "x" })).rejects.toThrow(/No status correction/);
    await expect(t.caller().crawl.correctionNote({ jobId: id, correctionId: upcoming.correctionId, feedback: "   " })).rejects.toThrow(/feedback is required/);
    await t.caller().crawl.dismissal({ jobId: id, grantUrl });
    const audit = await t.env.services.db.selectFrom("status_corrections").select(["id", "new_status"]).where("job_id", "=", id).execute();
    const dismissal = audit.find((a) => a.new_status === "dismissed")!;
    await expect(t.caller().crawl.undoCorrection({ jobId: id, correctionId: dismissal.id })).rejects.toThrow(/No status correction/);
  });
});

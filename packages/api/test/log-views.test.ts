import { appendLog, createJob, sql } from "@grantscout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase } from "../../db/test/test-database.js";
import { LogViews } from "../src/adapters/log-views.js";
import type { AppServices } from "../src/use-cases/app-services.js";
import { crawlStatus } from "../src/use-cases/crawl-service.js";

let database: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => database?.stop());

const newJob = () =>
  createJob(database.db, "https://f.example/", {
    maxDepth: 2,
    rateLimit: 5,
    respectRobotsTxt: true,
    saveHtmlContent: false,
    onlyGrantOpportunities: true,
    maxPages: 10,
  });
const messages = (entries: { message: string }[]) => entries.map((e) => e.message);

describe("a job's log as the status call answers it", () => {
  it("holds every entry in order as the log grows, read again or not", async () => {
    const job = await newJob();
    const views = new LogViews(database.db);
    for (const m of ["one", "two"]) await appendLog(database.db, job.id, "info", m);
    expect(messages(await views.of(job.id))).toEqual(["one", "two"]);
    // Entries old enough to be final are not read again; the log still holds them.
    await sql`update crawl_log set created_at = created_at - interval '1 minute' where job_id = ${job.id}`.execute(database.db);
    for (const m of ["three", "four"]) await appendLog(database.db, job.id, "success", m);
    expect(messages(await views.of(job.id))).toEqual(["one", "two", "three", "four"]);
    await appendLog(database.db, job.id, "error", "five");
    const entries = await views.of(job.id);
    expect(messages(entries)).toEqual(["one", "two", "three", "four", "five"]);
    expect(entries.map((e) => e.type)).toEqual(["info", "info", "success", "success", "error"]);
    expect(messages(await new LogViews(database.db).of(job.id))).toEqual(messages(entries));
  });

  it("shows an entry whose transaction commits after a later entry was read, in its place", async () => {
    const job = await newJob();
    const views = new LogViews(database.db);
    await appendLog(database.db, job.id, "info", "first");
    expect(messages(await views.of(job.id))).toEqual(["first"]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const late = database.db.transaction().execute(async (trx) => {
      await appendLog(trx, job.id, "info", "late");
      inserted();
      await held;
    });
    await written;
    await appendLog(database.db, job.id, "info", "after");
    expect(messages(await views.of(job.id))).toEqual(["first", "after"]);
    release();
    await late;
    expect(messages(await views.of(job.id))).toEqual(["first", "late", "after"]);
  });
});

describe("the status answer", () => {
  it("is the same answer while nothing changed, and a new one as soon as the log or the job moves", async () => {
    const job = await newJob();
    const services = { db: database.db } as unknown as AppServices;
    await appendLog(database.db, job.id, "info", "one");
    const first = await crawlStatus(services, job.id);
    expect(await crawlStatus(services, job.id)).toBe(first);
    await appendLog(database.db, job.id, "info", "two");
    const grown = await crawlStatus(services, job.id);
    expect(messages(grown.logEntries)).toEqual(["one", "two"]);
    await sql`update crawl_jobs set current_url = 'https://f.example/next' where id = ${job.id}`.execute(database.db);
    const moved = await crawlStatus(services, job.id);
    expect(moved.currentUrl).toBe("https://f.example/next");
    expect(messages(moved.logEntries)).toEqual(["one", "two"]);
  });
});

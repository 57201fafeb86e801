import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { createDb, type Database, type Kysely, LISTENER_NAME, sql } from "@grantscout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { type AppCaller, createCaller } from "../src/root.js";
import { createContext } from "../src/trpc.js";
import { prairieSite } from "./portfolio-sites.js";
import { startTestServices } from "./test-services.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
let site: ServedSite;
let caller: AppCaller;
/** Another process's connection: a crawl worker of its own, a person's psql. */
let elsewhere: Kysely<Database>;

beforeAll(async () => {
  env = await startTestServices({ today: new Date("2026-11-28T12:00:00Z") });
  site = await serveFixtureSite(prairieSite());
  caller = createCaller(createContext(env.services));
  elsewhere = createDb(env.url, 1);
  const { id } = await caller.crawl.start({ url: site.origin, maxDepth: 2, rateLimit: 20 });
  await runCrawlJob(env.services, id);
});
afterAll(async () => {
  await elsewhere?.destroy();
  await site?.close();
  await env?.stop();
});

describe("the Opportunities page's first pages, kept until the programmes change", () => {
  it("answers a first page asked for again from what it kept", async () => {
    const first = await caller.opportunities.list({ sort: "title" });
    expect(first.items.length).toBeGreaterThan(1);
    expect(await caller.opportunities.list({ sort: "title" })).toBe(first);
    expect(await caller.opportunities.list({ sort: "due" })).not.toBe(first);
  });

  it("shows a change committed by another process in the very next first page, every time", async () => {
    for (let i = 0; i < 25; i++) {
      // Reads under way when the change commits may or may not carry it; every read asked for after it does.
      const earlier = Array.from({ length: 3 }, () => caller.opportunities.list({}));
      await sql`update programmes set title = ${`Renamed ${i}`} where url_key = (select min(url_key) from programmes)`.execute(elsewhere);
      const pages = await Promise.all(Array.from({ length: 5 }, () => caller.opportunities.list({})));
      for (const page of pages) expect(page.items.map((r) => r.title)).toContain(`Renamed ${i}`);
      await Promise.all(earlier);
    }
  });

  it("serves nothing it kept while its listening connection is lost, and keeps pages again once it is back", { timeout: 30_000 }, async () => {
    const kept = await caller.opportunities.list({ sort: "amount" });
    expect(await caller.opportunities.list({ sort: "amount" })).toBe(kept);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`.execute(elsewhere);
    await sql`update programmes set title = 'Renamed while not listening' where url_key = (select min(url_key) from programmes)`.execute(elsewhere);
    expect((await caller.opportunities.list({ sort: "amount" })).items.map((r) => r.title)).toContain("Renamed while not listening");
    // Reconnected within a few seconds: a page asked for twice is the same answer again.
    const askedTwice = async () => {
      const first = await caller.opportunities.list({ sort: "amount" });
      return first === (await caller.opportunities.list({ sort: "amount" }));
    };
    await expect.poll(askedTwice, { timeout: 10_000 }).toBe(true);
    await sql`update programmes set title = 'Renamed after' where url_key = (select min(url_key) from programmes)`.execute(elsewhere);
    expect((await caller.opportunities.list({ sort: "amount" })).items.map((r) => r.title)).toContain("Renamed after");
  });

  it("drops a dismissed programme from the next first page at once", async () => {
    const before = await caller.opportunities.list({ sort: "title" });
    const gone = before.items[0]!;
    await caller.crawl.dismissal({ jobId: gone.jobId, grantUrl: gone.url, dismissed: true });
    expect((await caller.opportunities.list({ sort: "title" })).items.map((r) => r.url)).not.toContain(gone.url);
  });
});

import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createGrantScoutClient } from "@grantscout/api/client";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { sql } from "@grantscout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCrawlJob } from "../../../packages/api/src/jobs/crawl-runner.js";
import { refreshProgrammes } from "../../../packages/api/src/use-cases/programme-service.js";
import { deliverSearchWebhook } from "../../../packages/api/src/use-cases/saved-search-service.js";
import { addFoodAccess, prairieSite, tidewaterSite } from "../../../packages/api/test/portfolio-sites.js";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { createHttpApp } from "../src/http-app.js";
import { restCaller } from "./rest-call.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;
const prairie = prairieSite();
const tidewater = tidewaterSite();
let sites: ServedSite[] = [];

beforeAll(async () => {
  env = await startTestServices({ today: new Date("2026-11-28T12:00:00Z") });
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sites = [await serveFixtureSite(tidewater), await serveFixtureSite(prairie)];
});
afterAll(async () => {
  server.close();
  for (const s of sites) await s.close();
  await env.stop();
});

const call = restCaller(() => base);

async function crawl(origin: string) {
  const { body } = await call("POST", "/api/crawler/start", { url: origin, maxDepth: 2, rateLimit: 20 });
  await runCrawlJob(env.services, body.id);
  return body.id as number;
}

const titles = (items: Array<{ title: string }>) => items.map((i) => i.title);

/** A saved profile's fits are computed after its PUT answered. */
async function fitsComputed() {
  while ((await call("GET", "/api/profile")).body.fitsRecomputing) await new Promise((r) => setTimeout(r, 50));
}

describe("Opportunities across crawls, profile and saved searches (issue #42)", () => {
  it("lists every site's programmes ranked by fit with reasons, searches, filters, sorts and pages", { timeout: 120_000 }, async () => {
    for (const s of sites) await crawl(s.origin);
    expect((await call("GET", "/api/profile")).body).toEqual({
      orgType: null,
      country: null,
      region: null,
      areas: [],
      mission: null,
      amountMin: null,
      amountMax: null,
      fitsRecomputing: false,
    });
    const profile = {
      orgType: "nonprofit",
      country: "United States",
      region: "Virginia",
      areas: ["arts"],
      mission: "We bring music and arts to coastal communities.",
      amountMin: 5000,
      amountMax: 20000,
    };
    expect(await call("PUT", "/api/profile", profile)).toMatchObject({ status: 200, body: { ...profile, fitsRecomputing: true } });
    await fitsComputed();

    const { body: all } = await call("GET", "/api/opportunities");
    expect(all.items[0]).toMatchObject({ title: "Coastal Arts Grant", status: "open", dueDate: "2027-09-30", daysLeft: 306, fitExcluded: false });
    expect(all.items[0].fitReasons.map((r: { text: string }) => r.text)).toEqual(
      expect.arrayContaining(["eligible: nonprofits ✓", "region: Virginia ✓", "amount up to $15,000 within your range ✓"]),
    );
    expect(all.items[0].fitReasons[0].evidence.sentence).toBe("Applicants must be registered nonprofit organizations located in Virginia.");
    // Programmes that exclude the organisation say so and sink to the bottom.
    const last = all.items.slice(-2);
    expect(titles(last).sort()).toEqual(["Heritage Skills Grant", "Marine Research Fellowship"]);
    expect(last.every((i: { fitExcluded: boolean }) => i.fitExcluded)).toBe(true);
    expect(last.flatMap((i: { fitReasons: Array<{ text: string }> }) => i.fitReasons.map((r) => r.text))).toEqual(
      expect.arrayContaining(["region: United Kingdom only ✗", "eligible: universities, individuals only ✗"]),
    );

    expect(titles((await call("GET", "/api/opportunities?q=marine%20science")).body.items)).toEqual(["Marine Research Fellowship"]);
    expect(titles((await call("GET", "/api/opportunities?q=clinics")).body.items)).toEqual(["Rural Health Access Grant"]);
    expect(titles((await call("GET", "/api/opportunities?dueWithin=200&status=open&sort=due")).body.items)).toEqual([
      "Heritage Skills Grant",
      "Rural Health Access Grant",
    ]);
    expect(titles((await call("GET", "/api/opportunities?minAmount=30000")).body.items)).toEqual(["Marine Research Fellowship"]);
    expect(titles((await call("GET", "/api/opportunities?maxAmount=9000&minAmount=1")).body.items)).toEqual(["Rural Health Access Grant"]);
    expect(titles((await call("GET", "/api/opportunities?orgType=university")).body.items)).toEqual(["Marine Research Fellowship"]);
    expect(titles((await call("GET", "/api/opportunities?region=united%20kingdom")).body.items)).toEqual(["Heritage Skills Grant"]);
    expect(titles((await call("GET", "/api/opportunities?area=arts")).body.items)).toContain("Coastal Arts Grant");
    expect(titles((await call("GET", "/api/opportunities?minFit=80")).body.items)).toEqual(["Coastal Arts Grant", "Rural Health Access Grant"]);
    const site = new URL(sites[0]!.origin).host;
    expect((await call("GET", `/api/opportunities?site=${site}`)).body.items.every((i: { site: string }) => i.site === site)).toBe(true);
    expect(titles((await call("GET", "/api/opportunities?sort=amount&minAmount=1")).body.items)[0]).toBe("Marine Research Fellowship");
    expect(titles((await call("GET", "/api/opportunities?sort=title")).body.items)[0]).toBe("Coastal Arts Grant");

    // Cursor pagination walks every programme once, in every sort.
    for (const sort of ["fit", "due", "amount", "firstSeen", "title"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: Array<{ urlKey: string }>; nextCursor: string | null } } = await call(
          "GET",
          `/api/opportunities?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        seen.push(...page.body.items.map((i) => i.urlKey));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen.length, sort).toBe(all.total);
      expect(new Set(seen).size, sort).toBe(all.total);
    }
  });

  it("keeps corrections and dismissals as the results page's records", async () => {
    const { body } = await call("GET", "/api/opportunities?q=rural%20health");
    const row = body.items[0];
    expect((await call("POST", "/api/crawler/grant/correction", { jobId: row.jobId, grantUrl: row.url, newStatus: "closed" })).status).toBe(200);
    expect((await call("GET", "/api/opportunities?q=rural%20health")).body.items[0]).toMatchObject({ status: "closed", manuallyCorrected: true });
    await call("POST", "/api/crawler/grant/dismissal", { jobId: row.jobId, grantUrl: row.url });
    expect((await call("GET", "/api/opportunities?q=rural%20health")).body.items).toEqual([]);
    expect((await call("GET", "/api/opportunities?q=rural%20health&dismissed=true")).body.items).toHaveLength(1);
    await call("POST", "/api/crawler/grant/dismissal", { jobId: row.jobId, grantUrl: row.url, dismissed: false });
    await call("POST", "/api/crawler/grant/correction", { jobId: row.jobId, grantUrl: row.url, newStatus: "open" });
  });

  it("saves a search whose feed, calendar, count and signed webhook carry a programme added on a re-crawl", { timeout: 120_000 }, async () => {
    const hook = await new Promise<{ server: Server; url: string; got: Array<{ body: string; signature: string | undefined }> }>((resolve) => {
      const got: Array<{ body: string; signature: string | undefined }> = [];
      const s = createServer((req, res) => {
        let body = "";
        req.on("data", (c) => (body += c));
        req.on("end", () => {
          got.push({ body, signature: req.headers["x-grantscout-signature"] as string | undefined });
          res.end("ok");
        });
      }).listen(0, "127.0.0.1", () => resolve({ server: s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/hook`, got }));
    });
    const created = await call("POST", "/api/searches", {
      name: "US nonprofits",
      query: { orgType: "nonprofit", region: "united states" },
      webhookUrl: hook.url,
    });
    expect(created).toMatchObject({ status: 200, body: { name: "US nonprofits", newSinceSeen: 0, feedUrl: `/api/searches/${created.body.id}/feed.atom` } });
    const id = created.body.id as number;
    // A new search has been looked at: nothing is new in it until a crawl brings something.
    expect((await call("POST", `/api/searches/${id}/seen`)).body.newSinceSeen).toBe(0);
    expect((await call("GET", "/api/searches")).body).toHaveLength(1);

    addFoodAccess(prairie);
    const since = new Date();
    await crawl(sites[1]!.origin);
    expect((await call("GET", `/api/searches/${id}`)).body.newSinceSeen).toBe(1);
    const feed = await call("GET", `/api/searches/${id}/feed.atom`);
    expect(feed.text).toContain('<title type="html"><![CDATA[New: Food Access Grant]]></title>');
    const ics = await call("GET", `/api/searches/${id}/deadlines.ics`);
    expect(ics.text).toContain("DTSTART;VALUE=DATE:20270815");
    expect(ics.text).toContain("SUMMARY:Deadline: Food Access Grant");
    // An older crawl of the site (one that finished late) never replaces the newer one's programmes.
    expect(await refreshProgrammes(env.services, 2)).toBeNull();
    expect(titles((await call("GET", "/api/opportunities?q=food")).body.items)).toEqual(["Food Access Grant"]);

    await deliverSearchWebhook(env.services, { searchId: id, site: new URL(sites[1]!.origin).host, since: since.toISOString() });
    const [delivery] = hook.got;
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: "matches", search: { id, name: "US nonprofits" }, matches: [{ title: "Food Access Grant" }] });
    expect(delivery!.signature).toBe(`sha256=${createHmac("sha256", created.body.webhookSecret).update(delivery!.body).digest("hex")}`);
    hook.server.close();

    expect((await call("PATCH", `/api/searches/${id}`, { name: "Nonprofits, US" })).body.name).toBe("Nonprofits, US");
    expect((await call("DELETE", `/api/searches/${id}`)).status).toBe(200);
    expect((await call("GET", `/api/searches/${id}`)).status).toBe(404);
  });

  it("keeps a programme gone from its site's latest crawl only on request", { timeout: 60_000 }, async () => {
    const listing = tidewater["/grants"] as { body: string };
    tidewater["/grants"] = { ...listing, body: listing.body.replace('<a href="/grants/marine-research">/grants/marine-research</a>', "") };
    await crawl(sites[0]!.origin);
    expect(titles((await call("GET", "/api/opportunities?q=marine")).body.items)).toEqual([]);
    expect((await call("GET", "/api/opportunities?q=marine&vanished=true")).body.items).toMatchObject([
      { title: "Marine Research Fellowship", vanished: true },
    ]);
    // Still there: the programme that stayed is the new crawl's record, first seen at the first crawl.
    const [arts] = (await call("GET", "/api/opportunities?q=coastal%20arts")).body.items;
    expect(arts.jobId).toBeGreaterThan(2);
    expect(arts.firstSeenAt < arts.changedAt || arts.firstSeenAt === arts.changedAt).toBe(true);
  });

  it("sends a page gzipped in one piece to a client that takes gzip, as it is to one that does not", async () => {
    const gzipped = await fetch(`${base}/api/opportunities`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/Accept-Encoding/);
    const page = (await gzipped.json()) as { items: unknown[] };
    expect(page.items.length).toBeGreaterThan(0);
    // The same kept first page, asked for again in either encoding, is the same answer.
    const plain = await fetch(`${base}/api/opportunities`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await plain.json()).toEqual(page);
    const again = await fetch(`${base}/api/opportunities`, { headers: { "accept-encoding": "gzip" } });
    expect(await again.json()).toEqual(page);
  });

  it("answers the same procedures through the typed client", async () => {
    const api = createGrantScoutClient({ url: base });
    const page = await api.opportunities.list.query({ q: "food", limit: 5 });
    expect(titles(page.items)).toEqual(["Food Access Grant"]);
    // The same kept first page again, then without the programme once it is dismissed.
    expect(await api.opportunities.list.query({ q: "food", limit: 5 })).toEqual(page);
    const food = page.items[0]!;
    await api.crawl.dismissal.mutate({ jobId: food.jobId, grantUrl: food.url, dismissed: true });
    expect((await api.opportunities.list.query({ q: "food", limit: 5 })).items).toEqual([]);
    await api.crawl.dismissal.mutate({ jobId: food.jobId, grantUrl: food.url, dismissed: false });
    expect(titles((await api.opportunities.list.query({ q: "food", limit: 5 })).items)).toEqual(["Food Access Grant"]);
    expect((await api.profile.get.query()).orgType).toBe("nonprofit");
    const { id } = await api.searches.create.mutate({ name: "Food", query: { q: "food" } });
    expect((await api.searches.get.query({ id })).query).toEqual({ q: "food" });
    await api.searches.remove.mutate({ id });
  });

  it("fits a crawl's programmes for a profile saved while it computed their fits, not for the one it read before", { timeout: 60_000 }, async () => {
    const { fitsRecomputing: _, ...nonprofit } = (await call("GET", "/api/profile")).body;
    const { rows } = await sql<{ version: number }>`select version from profile where id = 1`.execute(env.services.db);
    const readBefore = { profile: nonprofit, version: rows[0]!.version };
    const reasons = async () =>
      Object.fromEntries(
        (await call("GET", "/api/opportunities?q=coastal%20arts")).body.items.map((i: { title: string; fitReasons: Array<{ text: string }> }) => [
          i.title,
          i.fitReasons.map((r) => r.text),
        ]),
      );
    const asNonprofit = await reasons();
    await call("PUT", "/api/profile", { ...nonprofit, orgType: "university" });
    await fitsComputed();
    const asUniversity = await reasons();
    expect(asUniversity).not.toEqual(asNonprofit);
    // The crawl's completion read the profile before that save and writes after the save's recompute passed its rows.
    const [arts] = (await call("GET", "/api/opportunities?q=coastal%20arts")).body.items;
    expect(await refreshProgrammes(env.services, arts.jobId, readBefore)).not.toBeNull();
    expect(await reasons()).toEqual(asUniversity);
    await call("PUT", "/api/profile", nonprofit);
    await fitsComputed();
  });

  it.each([
    ["GET", "/api/opportunities?status=maybe", undefined, 400, /status must be open, closed, unknown, upcoming or forecasted/],
    ["GET", "/api/opportunities?dueWithin=-3", undefined, 400, /dueWithin must be zero or more/],
    ["GET", "/api/opportunities?dueWithin=soon", undefined, 400, /dueWithin must be a number of days/],
    ["GET", "/api/opportunities?minAmount=9&maxAmount=1", undefined, 400, /minAmount must not be more than maxAmount/],
    ["GET", "/api/opportunities?orgType=club", undefined, 400, /orgType must be nonprofit/],
    ["GET", "/api/opportunities?minFit=101", undefined, 400, /minFit must be from 0 to 100/],
    ["GET", "/api/opportunities?sort=random", undefined, 400, /sort must be fit, due, amount, firstSeen or title/],
    ["GET", "/api/opportunities?cursor=garbage", undefined, 400, /cursor is not one this server gave/],
    ["GET", `/api/opportunities?sort=due&cursor=${Buffer.from('["fit","1","x"]').toString("base64url")}`, undefined, 400, /cursor belongs to the sort "fit"/],
    ["GET", `/api/opportunities?cursor=${Buffer.from('["fit","1; drop","x"]').toString("base64url")}`, undefined, 400, /cursor is not one/],
    ["GET", "/api/opportunities?limit=500", undefined, 400, /limit must be from 1 to 100/],
    ["PUT", "/api/profile", { orgType: "club" }, 400, /orgType must be nonprofit/],
    ["PUT", "/api/profile", { amountMin: 10, amountMax: 1 }, 400, /amountMin must not be more than amountMax/],
    ["PUT", "/api/profile", { areas: "arts" }, 400, /areas must be a list of words/],
    ["POST", "/api/searches", { query: {} }, 400, /name/],
    ["POST", "/api/searches", { name: "x", webhookUrl: "ftp://hooks.example/x" }, 400, /webhookUrl must be an http\(s\) URL/],
    ["POST", "/api/searches", { name: "x", query: { status: "maybe" } }, 400, /status must be/],
    ["GET", "/api/searches/abc", undefined, 400, /search ID must be an integer/],
    ["GET", "/api/searches/999", undefined, 404, /Saved search 999 was not found/],
    ["PATCH", "/api/searches/999", { name: "y" }, 404, /not found/],
    ["PATCH", "/api/searches/1", {}, 400, /Send a name, query or webhookUrl to change/],
    ["DELETE", "/api/searches/999", undefined, 404, /not found/],
    ["GET", "/api/searches/999/feed.atom", undefined, 404, /not found/],
    ["GET", "/api/searches/0/deadlines.ics", undefined, 400, /positive integer/],
  ])("%s %s (body %j) → %i with a sentence", async (method, path, body, status, message) => {
    const res = await call(method, path, body);
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toMatch(message);
  });
});

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "@grantscout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { seedPortfolio } from "../bench/inbox-seed.js";
import { createHttpApp } from "../src/http-app.js";
import { restCaller } from "./rest-call.js";

/** 10,000 programmes: enough that computing their fits inside the PUT would keep it waiting for seconds. */
const SITES = 400;
const PER_SITE = 25;

let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;

beforeAll(async () => {
  env = await startTestServices({ queue: false });
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await seedPortfolio(env.services.db, SITES, PER_SITE, 1);
  // The programmes as a crawl's completion lists them, without a fit (no profile yet).
  await sql`insert into programmes (url_key, site, opportunity_id, job_id, url, title, status)
    select url, substring(url from '//([^/]+)'), id, job_id, url, title, status from opportunities`.execute(env.services.db);
}, 120_000);
afterAll(async () => {
  server.close();
  await env.stop();
});

const call = restCaller(() => base);

const profile = (orgType: string) => ({
  orgType,
  country: "United States",
  region: "Virginia",
  areas: ["health"],
  mission: "Rural health research.",
  amountMin: 5000,
  amountMax: 50000,
});

describe("PUT /api/profile at 10,000 programmes (issue #42)", () => {
  it("answers at once, says fits are being recomputed, and the list carries the newest profile's fits when done", { timeout: 180_000 }, async () => {
    let started = performance.now();
    expect(await call("PUT", "/api/profile", profile("nonprofit"))).toMatchObject({ status: 200, body: { orgType: "nonprofit", fitsRecomputing: true } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await call("GET", "/api/opportunities?limit=1")).body.fitsRecomputing).toBe(true);

    // A second save while the first is recomputed: its run stops, the newest profile's fits win.
    started = performance.now();
    expect((await call("PUT", "/api/profile", profile("university"))).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await call("GET", "/api/profile")).body).toMatchObject({ orgType: "university", fitsRecomputing: true });

    while ((await call("GET", "/api/profile")).body.fitsRecomputing) await new Promise((r) => setTimeout(r, 250));
    const { body: list } = await call("GET", "/api/opportunities?sort=title&limit=100");
    expect(list.fitsRecomputing).toBe(false);
    // 10,000 match: the first page counts up to 100 and says there are more.
    expect(list).toMatchObject({ total: 100, totalCapped: true });
    const reasons = (i: { fitReasons: Array<{ text: string }> }) => i.fitReasons.map((r) => r.text);
    expect(list.items.every((i: { fit: number | null }) => i.fit !== null)).toBe(true);
    expect(list.items.some((i: any) => reasons(i).includes("eligible: universities ✓"))).toBe(true);
    expect(list.items.some((i: any) => reasons(i).includes("eligible: nonprofits ✓"))).toBe(false);
    const excluded = list.items.filter((i: any) => reasons(i).includes("eligible: nonprofits only ✗"));
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.every((i: { fitExcluded: boolean }) => i.fitExcluded)).toBe(true);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { createDb, sql, startEmbeddedPostgres } from "@grantscout/db";
import { startProcess } from "../test/processes.js";

/**
 * `pnpm bench:fleet` (issue #16): 100 generated funder sites watched at once ("Import sites"), then
 * one round of re-crawls driven by the scheduler with one worker process and again with two on the
 * same database. Prints sites per minute of each round (first crawl started → last one completed, so
 * the minute the cron tick may wait is left out), the ratio, and how many sites were crawled more
 * than once in a round (must be none). Target: ratio ≥ 1.7 with two workers on separate cores.
 */
const SITES = 100;
const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});
const funder = (i: number) => ({
  "/": page(`Fund ${i}`, `<p>The Fund ${i} Foundation supports community projects.</p>`, ["/grants", "/about", "/news"]),
  "/about": page("About", `<p>Founded in ${1950 + (i % 70)}.</p>`),
  "/news": page("News", "<p>Our latest news.</p>"),
  "/grants": page("Grants", "<p>Our programmes.</p>", ["/grants/community", "/grants/arts"]),
  "/grants/community": page(
    `Fund ${i} Community Grant`,
    `<p>Grants of up to $${i},000 for registered nonprofits. Deadline: March ${(i % 28) + 1}, 2027. How to apply: submit the online form.</p>`,
  ),
  "/grants/arts": page(`Fund ${i} Arts Grant`, "<p>Applications are closed for this round.</p>"),
});

const dataDir = mkdtempSync(join(tmpdir(), "grantscout-fleet-"));
const database = await startEmbeddedPostgres(dataDir, () => {});
const db = createDb(database.url);
const sites: ServedSite[] = await Promise.all(Array.from({ length: SITES }, (_, i) => serveFixtureSite(funder(i))));
const env = { DATABASE_URL: database.url, CRAWL_ALLOW_PRIVATE_NETWORKS: "1" };
const server = await startProcess("main", { ...env, PORT: "0", WORKER_CONCURRENCY: "0" }, /listening on (http:\/\/localhost:\d+)/, 120_000);
const origin = server.output().match(/listening on (http:\/\/localhost:\d+)/)![1]!;

async function round(workers: number) {
  const since = new Date();
  await db.updateTable("watched_sites").set({ next_run_at: sql<Date>`now()` }).execute();
  const running = await Promise.all(Array.from({ length: workers }, () => startProcess("worker", env, /Crawl worker running/, 120_000)));
  try {
    for (;;) {
      const done = await db
        .selectFrom("crawl_jobs")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("started_at", ">=", since)
        .where("status", "=", "completed")
        .executeTakeFirstOrThrow();
      if (done.n >= SITES) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    for (const w of running) w.child.kill("SIGTERM");
    await Promise.all(running.map((w) => w.exited));
  }
  const jobs = await db.selectFrom("crawl_jobs").select(["watched_site_id", "started_at", "completed_at"]).where("started_at", ">=", since).execute();
  const first = Math.min(...jobs.map((j) => j.started_at.getTime()));
  const last = Math.max(...jobs.map((j) => j.completed_at?.getTime() ?? 0));
  const perSite = new Map<number | null, number>();
  for (const j of jobs) perSite.set(j.watched_site_id, (perSite.get(j.watched_site_id) ?? 0) + 1);
  const twice = [...perSite.values()].filter((n) => n > 1).length;
  const minutes = (last - first) / 60_000;
  return { sitesPerMinute: SITES / minutes, seconds: minutes * 60, twice };
}

try {
  const list = sites.map((s) => s.origin).join("\n");
  const imported = await fetch(`${origin}/api/sites/import`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ text: list, schedule: "weekly" }),
  }).then((r) => r.json() as Promise<{ imported: number }>);
  console.log(`Watched ${imported.imported} generated funder sites (6 pages each); one round of re-crawls per worker count`);
  const one = await round(1);
  console.log(`1 worker:  ${one.sitesPerMinute.toFixed(1)} sites/min (${one.seconds.toFixed(1)} s), sites crawled twice: ${one.twice}`);
  const two = await round(2);
  console.log(`2 workers: ${two.sitesPerMinute.toFixed(1)} sites/min (${two.seconds.toFixed(1)} s), sites crawled twice: ${two.twice}`);
  console.log(
    `ratio ${(two.sitesPerMinute / one.sitesPerMinute).toFixed(2)} (target ≥ 1.7 on separate cores; this machine has ${(await import("node:os")).cpus().length})`,
  );
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await Promise.all(sites.map((s) => s.close()));
  await db.destroy();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A public funder site that points the crawler at the intranet (redirects, robots.txt and sitemap
 * entries, a www twin and a hostname that resolve to private addresses) needs a public address to be
 * served from: a network namespace gives one (11.0.0.1) without touching the machine's own network.
 * Creating one needs root; elsewhere the test says it did not run.
 */
const NS = `gs-ssrf-${process.pid}`;
const canNamespace = process.getuid?.() === 0 && spawnSync("ip", ["netns", "list"]).status === 0;
const ip = (...args: string[]) => execFileSync("ip", args, { stdio: "pipe" });

describe("SSRF during a crawl, from a public site (network namespace)", () => {
  beforeAll(() => {
    if (!canNamespace) return;
    ip("netns", "add", NS);
    // `ip netns exec` mounts /etc/netns/<ns>/hosts over /etc/hosts for the command it runs.
    mkdirSync(`/etc/netns/${NS}`, { recursive: true });
    writeFileSync(`/etc/netns/${NS}/hosts`, "127.0.0.1 localhost\n11.0.0.1 funder.test\n127.0.0.1 www.funder.test\n10.1.2.3 intranet.test\n");
    ip("netns", "exec", NS, "ip", "link", "set", "lo", "up");
    ip("netns", "exec", NS, "ip", "addr", "add", "11.0.0.1/32", "dev", "lo");
    ip("netns", "exec", NS, "ip", "addr", "add", "10.1.2.3/32", "dev", "lo");
  });
  afterAll(() => {
    if (!canNamespace) return;
    spawnSync("ip", ["netns", "del", NS]);
    rmSync(`/etc/netns/${NS}`, { recursive: true, force: true });
  });

  it.skipIf(!canNamespace)(
    `never requests an intranet address however the site points there${canNamespace ? "" : " (NOT RUN: needs root and iproute2 for a network namespace)"}`,
    () => {
      const script = join(import.meta.dirname, "ssrf/in-namespace.ts");
      const out = execFileSync("ip", ["netns", "exec", NS, process.execPath, "--import", "tsx", script], { encoding: "utf8", timeout: 60_000 });
      const result = JSON.parse(out.trim().split("\n").at(-1)!);
      expect(result.intranetRequestsRefused).toBe(0);
      expect(result.intranetRequestsAllowed).toBeGreaterThan(0);
      expect(result.outcome).toBe("completed");
      expect(result.publicPagesCrawled).toEqual(expect.arrayContaining(["/", "/programme"]));
      expect(result.redirectsFollowed).toBe(0);
      expect(result.wwwTwinPagesBlocked).toBe(2);
      for (const [path, error] of Object.entries(result.singlePageErrors)) expect(error, path).toMatch(/private or local network address|not an http\(s\) URL/);
      expect(result.hostnameToPrivateRefused).toBe(true);
      expect(result.wwwTwinRefused).toBe(true);
      expect(result.publicNameAccepted).toBe(true);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedSite, serveFixtureSite, trapSite } from "../fixtures/index.js";
import { assertPublicUrl, checkUrlTarget, fetchSinglePage, runCrawl, UnsafeUrlError } from "../src/index.js";
import { settings } from "./helpers.js";
import { MemoryStore } from "./memory-store.js";
import { HOSTILE_TARGETS } from "./ssrf/hostile-targets.js";

describe("assertPublicUrl", () => {
  it.each(HOSTILE_TARGETS.filter(([, url]) => /^http:/.test(url) && !/metadata/.test(url)))(
    "allows %s when private networks are allowed",
    async (_what, url) => {
      await expect(assertPublicUrl(url, true)).resolves.toBeUndefined();
    },
  );

  it("accepts a public address", async () => {
    await expect(assertPublicUrl("https://93.184.216.34/grants", false)).resolves.toBeUndefined();
  });

  it("says why it refuses", async () => {
    await expect(assertPublicUrl("http://[fd00:ec2::254]/", false)).rejects.toThrow(/private or local network address/);
  });
});

describe("redirect hop check", () => {
  it("refuses a redirect target on a private address", () => {
    expect(() => checkUrlTarget("http://127.0.0.1:8080/admin", false)).toThrow(UnsafeUrlError);
    expect(() => checkUrlTarget("http://169.254.169.254/latest/meta-data/", false)).toThrow(/private or local/);
    expect(() => checkUrlTarget("https://93.184.216.34/next", false)).not.toThrow();
    expect(() => checkUrlTarget("http://127.0.0.1:8080/admin", true)).not.toThrow();
  });
});

describe("the engine with private networks refused", () => {
  let site: ServedSite;
  beforeAll(async () => (site = await serveFixtureSite(trapSite())));
  afterAll(() => site.close());

  it("records the start URL as blocked without requesting anything", async () => {
    const store = new MemoryStore();
    const outcome = await runCrawl(`${site.origin}/`, settings({ allowPrivateNetworks: false }), store);
    expect(outcome).toBe("completed");
    expect(site.requests).toHaveLength(0);
    const page = store.page("/");
    expect(page?.note).toBe("blocked-address");
    expect(page?.statusCode).toBeNull();
    expect(store.logs.some((l) => l.type === "error" && /private or local network/.test(l.message))).toBe(true);
  });

  it("refuses a single-page fetch of a private address", async () => {
    await expect(fetchSinglePage(`${site.origin}/`, { allowPrivateNetworks: false })).rejects.toThrow(UnsafeUrlError);
    expect(site.requests).toHaveLength(0);
  });
});

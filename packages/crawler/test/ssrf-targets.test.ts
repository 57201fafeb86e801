import { describe, expect, it } from "vitest";
import { assertPublicUrl, checkUrlTarget, fetchSinglePage, postJson, UnsafeUrlError } from "../src/index.js";
import { HOSTILE_TARGETS } from "./ssrf/hostile-targets.js";

describe(`SSRF: ${HOSTILE_TARGETS.length} hostile targets`, () => {
  it.each(HOSTILE_TARGETS)("refuses %s (%s) as a crawl, single-page or webhook target", async (_what, url) => {
    await expect(assertPublicUrl(url, false)).rejects.toThrow(UnsafeUrlError);
    await expect(fetchSinglePage(url, { allowPrivateNetworks: false, renderJavaScript: false })).rejects.toThrow();
    await expect(postJson(url, { test: true }, { allowPrivateNetworks: false, timeoutMs: 5000 })).rejects.toThrow();
  });

  it.each(HOSTILE_TARGETS.filter(([, url]) => /^https?:/.test(url) && !/localhost|metadata/i.test(url)))("refuses %s as a redirect hop", (_what, url) => {
    expect(() => checkUrlTarget(url, false)).toThrow(UnsafeUrlError);
  });
});

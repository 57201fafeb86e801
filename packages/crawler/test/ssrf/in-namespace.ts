/**
 * Run inside a network namespace (see ssrf-namespace.test.ts) where funder.test is a public address
 * (11.0.0.1 on the namespace's loopback) and the intranet is 127.0.0.1 and 10.1.2.3, with hosts-file
 * names for both. The public site tries every way it can to send the crawler into the intranet;
 * the crawl does not follow redirects off the site, and a single-page fetch (the Process page's live
 * fetch) follows them only to public addresses. Prints one JSON line with what each intranet server received and what the crawler recorded.
 */

import { type FixtureSite, serveFixtureSite } from "../../fixtures/index.js";
import { assertPublicUrl, fetchSinglePage, runCrawl } from "../../src/index.js";
import { settings } from "../helpers.js";
import { MemoryStore } from "../memory-store.js";

const redirect = (location: string) => ({ status: 302, headers: { location }, body: "" });
const INTRANET = "http://127.0.0.1:8080";

const funder: FixtureSite = {
  "/": {
    body: `<!doctype html><title>Funder</title><h1>Grants</h1>
      <a href="/programme">Our programme</a>
      <a href="http://www.funder.test/twin">The www twin, which resolves to the intranet</a>
      <a href="/go/loopback">r1</a> <a href="/go/name">r2</a> <a href="/go/metadata">r3</a>
      <a href="/go/decimal">r4</a> <a href="/go/mapped">r5</a> <a href="/go/file">r6</a> <a href="/go/chain">r7</a>
      <a href="/go/ten">r8</a> <a href="${INTRANET}/linked">an intranet link</a>`,
  },
  "/programme": { body: "<!doctype html><title>Programme</title><h1>Programme grants</h1><p>Apply by 1 May.</p>" },
  "/go/loopback": redirect(`${INTRANET}/secret`),
  "/go/name": redirect("http://intranet.test:8080/secret"),
  "/go/metadata": redirect("http://169.254.169.254/latest/meta-data/"),
  "/go/decimal": redirect("http://2130706433:8080/secret"),
  "/go/mapped": redirect("http://[::ffff:127.0.0.1]:8080/secret"),
  "/go/file": redirect("file:///etc/passwd"),
  "/go/chain": redirect("/go/loopback"),
  "/go/ten": redirect("http://10.1.2.3:8080/secret"),
  "/robots.txt": {
    contentType: "text/plain",
    body: `User-agent: *\nAllow: /\nSitemap: ${INTRANET}/sitemap.xml\nSitemap: http://intranet.test:8080/sitemap.xml\nSitemap: {{origin}}/sitemap.xml`,
  },
  "/sitemap.xml": {
    contentType: "application/xml",
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>{{origin}}/programme</loc></url><url><loc>${INTRANET}/from-sitemap</loc></url><url><loc>http://www.funder.test/from-sitemap</loc></url></urlset>`,
  },
};

async function main() {
  const intranet = [
    await serveFixtureSite({ "*": { body: "secret" } }, { port: 8080 }),
    await serveFixtureSite({ "*": { body: "secret" } }, { host: "10.1.2.3", port: 8080 }),
  ];
  const site = await serveFixtureSite(funder, { host: "11.0.0.1", port: 80, origin: "http://funder.test" });
  const intranetRequests = () => intranet.reduce((n, s) => n + s.requests.length, 0);
  const refused = async (url: string) =>
    assertPublicUrl(url, false).then(
      () => false,
      () => true,
    );

  const store = new MemoryStore();
  const outcome = await runCrawl("http://funder.test/", settings({ allowPrivateNetworks: false }), store);
  const redirects = Object.keys(funder).filter((p) => p.startsWith("/go/"));
  const singlePageErrors: Record<string, string | null> = {};
  for (const path of redirects)
    singlePageErrors[path] = (await fetchSinglePage(`http://funder.test${path}`, { allowPrivateNetworks: false, renderJavaScript: false })).error;
  const result = {
    outcome,
    publicPagesCrawled: [...store.pages.values()]
      .filter((p) => p.statusCode === 200)
      .map((p) => new URL(p.url).pathname)
      .sort(),
    redirectsFollowed: [...store.pages.values()].filter((p) => p.url.includes("/go/") && (p.statusCode !== 302 || !p.error)).length,
    wwwTwinPagesBlocked: [...store.pages.values()].filter((p) => p.url.startsWith("http://www.funder.test/") && p.note === "blocked-address").length,
    singlePageErrors,
    hostnameToPrivateRefused: await refused("http://intranet.test:8080/"),
    wwwTwinRefused: await refused("http://www.funder.test/"),
    publicNameAccepted: !(await refused("http://funder.test/")),
    intranetRequestsRefused: intranetRequests(),
    intranetRequestsAllowed: 0,
  };
  // Control: the same crawl with private networks allowed does reach the intranet, so a zero above is a real zero.
  await runCrawl("http://funder.test/", settings({ allowPrivateNetworks: true }), new MemoryStore());
  result.intranetRequestsAllowed = intranetRequests();
  await Promise.all([site, ...intranet].map((s) => s.close()));
  console.log(JSON.stringify(result));
}

await main();

import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SPIDER = `
import json, time, scrapy
from scrapy.linkextractors import LinkExtractor

class BenchSpider(scrapy.Spider):
    name = "bench"
    def __init__(self, start=None, *a, **kw):
        super().__init__(*a, **kw)
        self.start_urls = [start]
        self.allowed_domains = ["127.0.0.1"]
        self.links = LinkExtractor()  # allowed_domains (offsite middleware) keeps it on the site
        self.pages = 0
        self.t0 = time.monotonic()
    def parse(self, response):
        self.pages += 1
        response.css("body").xpath("string()").get()
        for link in self.links.extract_links(response):
            yield response.follow(link.url, self.parse)
    def closed(self, reason):
        print("BENCH " + json.dumps({"pages": self.pages, "seconds": time.monotonic() - self.t0}))
`;

/** Crawls the site with a minimal Scrapy spider when `scrapy` is on PATH; null otherwise. */
export function scrapyCrawl(origin: string, concurrency: number, maxPages: number): { pages: number; seconds: number } | null {
  try {
    execFileSync("scrapy", ["version"], { stdio: "ignore" });
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), "grantscout-scrapy-"));
  const spider = join(dir, "spider.py");
  writeFileSync(spider, SPIDER);
  const settings = [
    `CONCURRENT_REQUESTS=${concurrency}`,
    `CONCURRENT_REQUESTS_PER_DOMAIN=${concurrency}`,
    "DEPTH_LIMIT=10",
    `CLOSESPIDER_PAGECOUNT=${maxPages}`,
    "LOG_LEVEL=ERROR",
    "ROBOTSTXT_OBEY=True",
    "TELNETCONSOLE_ENABLED=False",
    "HTTPCACHE_ENABLED=False",
  ];
  const run = spawnSync("scrapy", ["runspider", spider, "-a", `start=${origin}/`, ...settings.flatMap((s) => ["-s", s])], { cwd: dir, encoding: "utf8" });
  const line = run.stdout.split("\n").find((l) => l.startsWith("BENCH "));
  return line ? (JSON.parse(line.slice(6)) as { pages: number; seconds: number }) : null;
}

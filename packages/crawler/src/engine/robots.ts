import robotsParser from "robots-parser";
import { MAX_CRAWL_DELAY_MS, MAX_HTML_BYTES } from "../constants.js";
import { errorMessage } from "../errors.js";
import { httpGet } from "../net/http-fetch.js";
import type { FetchContext } from "./fetch-page.js";

type Robot = ReturnType<typeof robotsParser>;

/** The product token robots.txt groups are matched against. */
const ROBOTS_AGENT = "GrantScoutBot";

/**
 * robots.txt per origin (the start host and its www twin may differ), loaded once each. A missing
 * or unreadable robots.txt allows everything, as the robots exclusion standard says for 4xx.
 */
export class RobotsRules {
  private readonly byOrigin = new Map<string, Promise<Robot | null>>();

  constructor(
    private readonly ctx: FetchContext,
    private readonly onNote: (message: string) => Promise<void>,
  ) {}

  private load(origin: string): Promise<Robot | null> {
    let robot = this.byOrigin.get(origin);
    if (!robot) {
      const url = `${origin}/robots.txt`;
      robot = httpGet(url, { ...this.ctx, limitFor: () => MAX_HTML_BYTES, accept: "text/plain,*/*" })
        .then((res) => robotsParser(url, res.body.toString("utf8")))
        .catch(async (err: unknown) => {
          if (this.ctx.signal?.aborted) throw err;
          await this.onNote(`No usable robots.txt at ${url} (${errorMessage(err)}); all pages allowed`);
          return null;
        });
      this.byOrigin.set(origin, robot);
    }
    return robot;
  }

  async isAllowed(url: string): Promise<boolean> {
    const robot = await this.load(new URL(url).origin);
    return robot?.isAllowed(url, ROBOTS_AGENT) ?? true;
  }

  /** Crawl-delay in ms for our agent, clamped to MAX_CRAWL_DELAY_MS; 0 when none. */
  async crawlDelayMs(origin: string): Promise<number> {
    const seconds = (await this.load(origin))?.getCrawlDelay(ROBOTS_AGENT) ?? 0;
    return Math.min(Math.max(seconds, 0) * 1000, MAX_CRAWL_DELAY_MS);
  }

  async sitemaps(origin: string): Promise<string[]> {
    return (await this.load(origin))?.getSitemaps() ?? [];
  }
}

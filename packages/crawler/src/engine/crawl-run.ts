import { canRender, Renderer } from "../extract/renderer.js";
import { CookieJar } from "../net/cookies.js";
import { RateLimiter } from "../net/rate-limiter.js";
import type { ResolvedSettings } from "../settings.js";
import type { CrawlStore, FrontierEntry, LogType, PageLink } from "../types.js";
import { isSkippedAsset, SiteScope } from "../url/scope.js";
import { TrapFilter } from "../url/trap-filter.js";
import { PageBudget } from "./budget.js";
import type { FetchContext } from "./fetch-page.js";
import { RobotsRules } from "./robots.js";

/** Everything one crawl shares between its handlers; built once per runCrawl call. */
export class CrawlRun {
  readonly scope: SiteScope;
  readonly traps = new TrapFilter();
  readonly limiter: RateLimiter;
  readonly stopper = new AbortController();
  readonly fetchCtx: FetchContext;
  /** For the start page: its redirects may leave the site (see adoptMovedSite) and its links are filtered later. */
  readonly startCtx: FetchContext;
  readonly robots: RobotsRules;
  readonly renderer: Renderer | undefined;
  budget = new PageBudget(0, 0);
  /** Set by the crawler builder: hands new frontier entries to crawlee's in-memory queue. */
  schedule: (entries: FrontierEntry[]) => Promise<void> = async () => {};
  private readonly loggedTraps = new Set<string>();
  /**
   * URLs this run has already admitted or refused. Most links of a page (navigation, footer) were
   * seen on the page before; skipping them here spares the checks and a store round trip each.
   * After a resume it starts empty and the store de-duplicates.
   */
  private readonly seen = new Set<string>();

  constructor(
    readonly startUrl: string,
    readonly settings: ResolvedSettings,
    readonly store: CrawlStore,
  ) {
    this.scope = new SiteScope(startUrl);
    this.limiter = RateLimiter.forRate(settings.rateLimit, new URL(startUrl).host, store.bookRequestSlot?.bind(store));
    this.renderer = settings.renderJavaScript && canRender() ? new Renderer() : undefined;
    this.fetchCtx = {
      allowPrivateNetworks: settings.allowPrivateNetworks,
      timeoutMs: settings.requestTimeoutMs,
      signal: this.stopper.signal,
      limiter: this.limiter,
      inScope: (url) => this.scope.contains(url),
      renderer: this.renderer,
      cookies: new CookieJar(),
    };
    const { inScope: _, ...unscoped } = this.fetchCtx;
    this.startCtx = unscoped;
    this.robots = new RobotsRules(this.fetchCtx, (message) => this.log("info", message));
  }

  /** The start page redirected to another host: the site moved there, so that host is crawled too. */
  async adoptMovedSite(url: string): Promise<void> {
    if (this.scope.include(url)) await this.log("info", `The site has moved to ${new URL(url).host}; crawling it there`);
  }

  get stopping(): boolean {
    return this.stopper.signal.aborted;
  }

  async log(type: LogType, message: string): Promise<void> {
    await this.store.log(type, message);
  }

  /**
   * Adds same-site, crawlable, non-trap URLs to the store's frontier and schedules the ones the
   * store reports as new. Callers check the depth limit.
   */
  async enqueue(links: PageLink[], depth: number, referrer: string | null): Promise<void> {
    await this.schedule(await this.admit(links, depth, referrer));
  }

  /** The filtering and store half of enqueue(): returns the new entries without scheduling them. */
  async admit(links: PageLink[], depth: number, referrer: string | null): Promise<FrontierEntry[]> {
    const entries: FrontierEntry[] = [];
    for (const link of links) {
      // Out-of-scope links are not remembered: the site may move (adoptMovedSite).
      if (this.seen.has(link.url) || !this.scope.contains(link.url)) continue;
      if (isSkippedAsset(link.url)) {
        this.seen.add(link.url);
        continue;
      }
      const trap = this.traps.check(link.url);
      if (trap) {
        this.seen.add(link.url);
        await this.logTrap(link.url, trap);
        continue;
      }
      entries.push({ url: link.url, ...(link.requestUrl ? { requestUrl: link.requestUrl } : {}), depth, referrer, anchorText: link.text || null });
    }
    if (!entries.length) return [];
    const fresh = await this.store.enqueue(entries);
    for (const entry of entries) this.seen.add(entry.url); // only once the store has them
    return fresh;
  }

  /** One log line per path and reason, so an infinite calendar does not flood the job log. */
  private async logTrap(url: string, reason: string): Promise<void> {
    const key = `${new URL(url).pathname} ${reason}`;
    if (this.loggedTraps.has(key)) return;
    this.loggedTraps.add(key);
    await this.log("info", `Skipping ${url} and similar URLs: ${reason} (crawler trap)`);
  }

  stop(): void {
    this.budget.cancel();
    this.stopper.abort(new Error("Crawl stopped"));
    void this.renderer?.close();
  }
}

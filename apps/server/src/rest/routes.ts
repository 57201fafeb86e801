import type { AppCaller as Caller } from "@grantscout/api";

interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface RestRoute {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  call(caller: Caller, req: RestRequest): Promise<unknown>;
  /** Sent as this type instead of JSON (a calendar feed). */
  contentType?: string;
}

const CALENDAR = "text/calendar; charset=utf-8";

const bodyObject = (body: unknown) => (body && typeof body === "object" ? (body as Record<string, unknown>) : {});

/** The spec's /api paths (section 7), each one call of the same tRPC procedure the web app uses. */
export const restRoutes: RestRoute[] = [
  { method: "get", path: "/api/health", call: (c) => c.health.check() },
  { method: "get", path: "/api/crawler/jobs", call: (c) => c.crawl.jobs() },
  { method: "post", path: "/api/crawler/start", call: (c, r) => c.crawl.start(r.body as never) },
  { method: "get", path: "/api/crawler/status/:jobId", call: (c, r) => c.crawl.status({ jobId: r.params.jobId as never }) },
  { method: "post", path: "/api/crawler/stop/:jobId", call: (c, r) => c.crawl.stop({ jobId: r.params.jobId as never }) },
  { method: "get", path: "/api/crawler/results/:jobId", call: (c, r) => c.crawl.results({ jobId: r.params.jobId as never }) },
  { method: "post", path: "/api/crawler/grant/correction", call: (c, r) => c.crawl.correction(r.body as never) },
  { method: "post", path: "/api/crawler/grant/dismissal", call: (c, r) => c.crawl.dismissal(r.body as never) },
  { method: "get", path: "/api/corrections", call: (c, r) => c.crawl.corrections(r.query as never) },
  { method: "post", path: "/api/crawler/enrich-export/:jobId", call: (c, r) => c.crawl.enrichExport({ jobId: r.params.jobId as never }) },
  { method: "get", path: "/api/crawler/opportunity", call: (c, r) => c.opportunity.get(r.query as never) },
  { method: "post", path: "/api/opportunities/enrich", call: (c, r) => c.opportunity.enrich(r.body as never) },
  { method: "get", path: "/api/transition/status", call: (c) => c.transition.status() },
  { method: "post", path: "/api/embedding/transition/control", call: (c, r) => c.transition.control(bodyObject(r.body) as never) },
  { method: "post", path: "/api/tests/embedding-token-limits", call: (c) => c.selfTest.embeddingTokenLimits() },
  { method: "post", path: "/api/tests/related-documents", call: (c) => c.selfTest.relatedDocuments() },
  // Watched sites (issue #16).
  { method: "post", path: "/api/sites", call: (c, r) => c.sites.watch(r.body as never) },
  { method: "get", path: "/api/sites", call: (c) => c.sites.list() },
  { method: "post", path: "/api/sites/import", call: (c, r) => c.sites.import(r.body as never) },
  { method: "get", path: "/api/sites/deadlines", call: (c) => c.sites.deadlines() },
  { method: "get", path: "/api/sites/deadlines.ics", call: (c) => c.sites.allCalendars(), contentType: CALENDAR },
  { method: "get", path: "/api/sites/:siteId/deadlines.ics", call: (c, r) => c.sites.calendar({ siteId: r.params.siteId as never }), contentType: CALENDAR },
  { method: "get", path: "/api/sites/:siteId", call: (c, r) => c.sites.get({ siteId: r.params.siteId as never }) },
  { method: "patch", path: "/api/sites/:siteId", call: (c, r) => c.sites.update({ ...bodyObject(r.body), siteId: r.params.siteId } as never) },
  { method: "delete", path: "/api/sites/:siteId", call: (c, r) => c.sites.remove({ siteId: r.params.siteId as never }) },
  { method: "post", path: "/api/sites/:siteId/run", call: (c, r) => c.sites.run({ siteId: r.params.siteId as never }) },
  {
    method: "get",
    path: "/api/sites/:siteId/changes.atom",
    call: (c, r) => c.sites.atom({ siteId: r.params.siteId as never }),
    contentType: "application/atom+xml; charset=utf-8",
  },
  { method: "get", path: "/api/sites/:siteId/changes", call: (c, r) => c.sites.changes({ ...r.query, siteId: r.params.siteId } as never) },
];

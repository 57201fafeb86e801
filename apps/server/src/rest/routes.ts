import type { AppCaller as Caller } from "@grantscout/api";

interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A tRPC procedure of the caller; `never` accepts every procedure's own input type. */
type Procedure = (input: never) => Promise<unknown>;

export interface RestRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  procedure(caller: Caller): Procedure;
  /** What the request gives the procedure (nothing when absent). */
  input?(req: RestRequest): unknown;
  /** Sent as this type instead of JSON (a calendar feed). */
  contentType?: string;
}

/**
 * The route's procedure called with the request's input. The one cast of the REST door: its input is
 * untyped JSON on purpose, and the procedure's zod schema checks it (a 400 with the schema's sentence).
 */
export function callRoute(route: RestRoute, caller: Caller, req: RestRequest): Promise<unknown> {
  const procedure = route.procedure(caller) as (input: unknown) => Promise<unknown>;
  return procedure(route.input?.(req));
}

const CALENDAR = "text/calendar; charset=utf-8";
const ATOM = "application/atom+xml; charset=utf-8";

const bodyObject = (body: unknown) => (body && typeof body === "object" ? (body as Record<string, unknown>) : {});

/** The spec's /api paths (section 7), each one call of the same tRPC procedure the web app uses. */
export const restRoutes: RestRoute[] = [
  { method: "get", path: "/api/health", procedure: (c) => c.health.check },
  { method: "get", path: "/api/crawler/jobs", procedure: (c) => c.crawl.jobs },
  { method: "post", path: "/api/crawler/start", procedure: (c) => c.crawl.start, input: (r) => r.body },
  { method: "get", path: "/api/crawler/status/:jobId", procedure: (c) => c.crawl.status, input: (r) => ({ jobId: r.params.jobId }) },
  { method: "post", path: "/api/crawler/stop/:jobId", procedure: (c) => c.crawl.stop, input: (r) => ({ jobId: r.params.jobId }) },
  { method: "post", path: "/api/crawler/deeper/:jobId", procedure: (c) => c.crawl.deeper, input: (r) => ({ jobId: r.params.jobId }) },
  { method: "get", path: "/api/crawler/results/:jobId", procedure: (c) => c.crawl.results, input: (r) => ({ jobId: r.params.jobId }) },
  { method: "post", path: "/api/crawler/grant/correction", procedure: (c) => c.crawl.correction, input: (r) => r.body },
  { method: "post", path: "/api/crawler/grant/correction/undo", procedure: (c) => c.crawl.undoCorrection, input: (r) => r.body },
  { method: "post", path: "/api/crawler/grant/correction/note", procedure: (c) => c.crawl.correctionNote, input: (r) => r.body },
  { method: "post", path: "/api/crawler/grant/dismissal", procedure: (c) => c.crawl.dismissal, input: (r) => r.body },
  { method: "post", path: "/api/crawler/grant/mark", procedure: (c) => c.crawl.mark, input: (r) => r.body },
  { method: "get", path: "/api/crawler/possible/:jobId", procedure: (c) => c.crawl.possibleProgrammes, input: (r) => ({ jobId: r.params.jobId }) },
  { method: "get", path: "/api/corrections", procedure: (c) => c.crawl.corrections, input: (r) => r.query },
  { method: "post", path: "/api/crawler/enrich-export/:jobId", procedure: (c) => c.crawl.enrichExport, input: (r) => ({ jobId: r.params.jobId }) },
  { method: "get", path: "/api/crawler/opportunity", procedure: (c) => c.opportunity.get, input: (r) => r.query },
  { method: "post", path: "/api/opportunities/enrich", procedure: (c) => c.opportunity.enrich, input: (r) => r.body },
  { method: "post", path: "/api/opportunities/keep-analysis", procedure: (c) => c.opportunity.keepAnalysis, input: (r) => r.body },
  { method: "get", path: "/api/transition/status", procedure: (c) => c.transition.status },
  { method: "post", path: "/api/embedding/transition/control", procedure: (c) => c.transition.control, input: (r) => bodyObject(r.body) },
  { method: "post", path: "/api/tests/embedding-token-limits", procedure: (c) => c.selfTest.embeddingTokenLimits },
  { method: "post", path: "/api/tests/related-documents", procedure: (c) => c.selfTest.relatedDocuments },
  // Watched sites (issue #16).
  { method: "post", path: "/api/sites", procedure: (c) => c.sites.watch, input: (r) => r.body },
  { method: "get", path: "/api/sites", procedure: (c) => c.sites.list },
  { method: "post", path: "/api/sites/import", procedure: (c) => c.sites.import, input: (r) => r.body },
  { method: "get", path: "/api/sites/deadlines", procedure: (c) => c.sites.deadlines },
  { method: "get", path: "/api/sites/deadlines.ics", procedure: (c) => c.sites.allCalendars, contentType: CALENDAR },
  {
    method: "get",
    path: "/api/sites/:siteId/deadlines.ics",
    procedure: (c) => c.sites.calendar,
    input: (r) => ({ siteId: r.params.siteId }),
    contentType: CALENDAR,
  },
  { method: "get", path: "/api/sites/:siteId", procedure: (c) => c.sites.get, input: (r) => ({ siteId: r.params.siteId }) },
  { method: "patch", path: "/api/sites/:siteId", procedure: (c) => c.sites.update, input: (r) => ({ ...bodyObject(r.body), siteId: r.params.siteId }) },
  { method: "delete", path: "/api/sites/:siteId", procedure: (c) => c.sites.remove, input: (r) => ({ siteId: r.params.siteId }) },
  { method: "post", path: "/api/sites/:siteId/run", procedure: (c) => c.sites.run, input: (r) => ({ siteId: r.params.siteId }) },
  {
    method: "get",
    path: "/api/sites/:siteId/changes.atom",
    procedure: (c) => c.sites.atom,
    input: (r) => ({ siteId: r.params.siteId }),
    contentType: ATOM,
  },
  { method: "get", path: "/api/sites/:siteId/changes", procedure: (c) => c.sites.changes, input: (r) => ({ ...r.query, siteId: r.params.siteId }) },
  // Opportunities across crawls, the organisation profile and saved searches (issue #42).
  { method: "get", path: "/api/opportunities", procedure: (c) => c.opportunities.list, input: (r) => r.query },
  { method: "get", path: "/api/profile", procedure: (c) => c.profile.get },
  { method: "put", path: "/api/profile", procedure: (c) => c.profile.put, input: (r) => bodyObject(r.body) },
  { method: "get", path: "/api/searches", procedure: (c) => c.searches.list },
  { method: "post", path: "/api/searches", procedure: (c) => c.searches.create, input: (r) => r.body },
  { method: "get", path: "/api/searches/:id/feed.atom", procedure: (c) => c.searches.feed, input: (r) => ({ id: r.params.id }), contentType: ATOM },
  { method: "get", path: "/api/searches/:id/deadlines.ics", procedure: (c) => c.searches.calendar, input: (r) => ({ id: r.params.id }), contentType: CALENDAR },
  { method: "post", path: "/api/searches/:id/seen", procedure: (c) => c.searches.seen, input: (r) => ({ id: r.params.id }) },
  { method: "get", path: "/api/searches/:id", procedure: (c) => c.searches.get, input: (r) => ({ id: r.params.id }) },
  { method: "patch", path: "/api/searches/:id", procedure: (c) => c.searches.update, input: (r) => ({ ...bodyObject(r.body), id: r.params.id }) },
  { method: "delete", path: "/api/searches/:id", procedure: (c) => c.searches.remove, input: (r) => ({ id: r.params.id }) },
];

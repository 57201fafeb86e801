import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** Timestamps with a database default: optional on insert, read back as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type CrawlJobStatus = "queued" | "running" | "completed" | "stopped" | "failed";
export type PageState = "pending" | "done" | "skipped";
export type LogType = "success" | "info" | "error";

export interface CrawlOptionsColumn {
  maxDepth: number;
  rateLimit: number;
  respectRobotsTxt: boolean;
  saveHtmlContent: boolean;
  onlyGrantOpportunities: boolean;
  maxPages: number;
}

export interface CrawlJobTable {
  id: Generated<number>;
  url: string;
  options: Json<CrawlOptionsColumn>;
  status: CrawlJobStatus;
  started_at: Timestamp;
  completed_at: NullableTimestamp;
  heartbeat_at: NullableTimestamp;
  current_url: string | null;
  current_depth: Generated<number>;
  opportunities_count: Generated<number>;
  stop_requested: Generated<boolean>;
  error: string | null;
  ai_tokens: Generated<number>;
  /** Coverage report and other per-job findings, written when the analysis ends. */
  report: Json<Record<string, unknown>> | null;
  /** The watched site this crawl is one of (its schedule or "Run now" started it, or it was watched from it). */
  watched_site_id: number | null;
}

export type WatchSchedule = "daily" | "weekly" | "monthly";

/** A funder site crawled again on a schedule, with the crawl options it was watched with. */
export interface WatchedSiteTable {
  id: Generated<number>;
  url: string;
  schedule: WatchSchedule;
  options: Json<CrawlOptionsColumn>;
  paused: Generated<boolean>;
  next_run_at: Timestamp;
  created_at: Timestamp;
  /** Receives a JSON summary after each re-crawl that found changes. */
  webhook_url: string | null;
  /** The funder's name, when the user gave one. */
  name: string | null;
  /** The crawl a person last looked at on the site's page. */
  seen_job_id: number | null;
}

/** One row per URL of a crawl: the frontier (pending) and the fetched pages (done / skipped). */
export interface CrawlPageTable {
  id: Generated<number>;
  job_id: number;
  url: string;
  /** The URL as the site spelled it when that differs from `url` (its trailing slash); requested instead. */
  request_url: string | null;
  depth: number;
  referrer: string | null;
  anchor_text: string | null;
  state: PageState;
  status_code: number | null;
  content_type: string | null;
  fetch_ms: number | null;
  title: string | null;
  text: string | null;
  html: string | null;
  links: Json<Array<{ url: string; text: string }>> | null;
  /** Links to known application portals (Submittable, Fluxx…), which live off-site. */
  portal_links: Json<Array<{ url: string; portal: string }>> | null;
  kind: Generated<string>;
  relevance: number | null;
  note: string | null;
  discovered_at: Timestamp;
  fetched_at: NullableTimestamp;
}

export interface CrawlLogTable {
  id: Generated<number>;
  job_id: number;
  type: LogType;
  message: string;
  created_at: Timestamp;
}

export interface OpportunityTable {
  id: Generated<number>;
  job_id: number;
  url: string;
  title: string | null;
  status: string;
  due_date: string | null;
  url_cluster: string | null;
  relevance: number | null;
  record: Json<Record<string, unknown>>;
  manually_corrected: Generated<boolean>;
  correction_note: string | null;
  /** A person said this page is not an opportunity: hidden by default, left out of exports. */
  dismissed: Generated<boolean>;
  /** The last in-depth analysis (Process Opportunity), shown again on reload. */
  analysis: Json<Record<string, unknown>> | null;
  /** An earlier correction not applied because the page's deadline or status wording changed since. */
  stale_correction: Json<StaleCorrection> | null;
  created_at: Timestamp;
}

export interface StaleCorrection {
  /** What the person had decided: a status, or "dismissed". */
  decision: string;
  feedback: string | null;
  /** What changed on the page since, in a sentence per change. */
  why: string[];
}

export interface RelatedDocumentTable {
  id: Generated<number>;
  opportunity_id: number;
  url: string;
  title: string | null;
  relationship: string;
  relevance_score: number;
  match_reason: string | null;
  file_type: string | null;
  summary: string | null;
}

export interface StatusCorrectionTable {
  id: Generated<number>;
  job_id: number;
  opportunity_id: number;
  grant_url: string;
  prev_status: string | null;
  /** open, closed or unknown; or "dismissed" / "restored" for a "not an opportunity" decision, "marked" for "This is an opportunity". */
  new_status: string;
  feedback: string | null;
  url_key: string | null;
  created_at: Timestamp;
}

export interface EmbeddingTransitionTable {
  id: number;
  use_new_model: boolean;
  rollout_percentage: number;
  auto_rollback: boolean;
}

export interface TransitionHistoryTable {
  id: Generated<number>;
  action: string;
  reason: string | null;
  created_at: Timestamp;
}

export interface EmbeddingCallTable {
  id: Generated<number>;
  model: "legacy" | "new";
  ok: boolean;
  duration_ms: number;
  quality: number | null;
  created_at: Timestamp;
}

/** One programme across crawls (issue #42): the newest crawl's record of a canonical URL, searchable. */
export interface ProgrammeTable {
  url_key: string;
  /** The site: host without "www.". */
  site: string;
  opportunity_id: number;
  job_id: number;
  /** The opportunity's URL (url_key is its canonical form). */
  url: string;
  title: string;
  funder: string | null;
  summary: string | null;
  eligibility: string | null;
  areas_text: string;
  /** Lower-case areas of interest and keywords. */
  areas: string[];
  /** Lower-case countries, states and regions. */
  regions: string[];
  /** Organisation types eligible: nonprofit, university, individual, company, public body. */
  org_types: string[];
  amount_min: number | null;
  amount_max: number | null;
  due_date: string | null;
  /** The opportunity's status, corrections included (a trigger follows the record's changes). */
  status: string;
  /** A person said it is not an opportunity (follows the record too). */
  dismissed: Generated<boolean>;
  /** A person corrected its status (follows the record too). */
  manually_corrected: Generated<boolean>;
  /** The record's currency (follows the record too). */
  currency: string | null;
  /** 0–100 against the organisation profile; null without a profile. */
  fit: number | null;
  fit_excluded: Generated<boolean>;
  fit_reasons: Json<unknown[]> | null;
  first_seen_at: Timestamp;
  /** When its status, due date or amount last changed (its first sighting otherwise). */
  changed_at: Timestamp;
  /** No longer in the site's latest crawl. */
  vanished: Generated<boolean>;
  search: ColumnType<string, never, never>;
}

export interface ProfileTable {
  id: number;
  data: Json<Record<string, unknown>>;
  updated_at: Timestamp;
  /** One more on each save. */
  version: Generated<number>;
  /** The version every programme's fit was last computed for (behind `version` while they are recomputed). */
  fits_version: Generated<number>;
}

export interface SavedSearchTable {
  id: Generated<number>;
  name: string;
  query: Json<Record<string, unknown>>;
  webhook_url: string | null;
  /** Signs each webhook delivery (HMAC-SHA256 of the body). */
  webhook_secret: string;
  /** When a person last looked at the search's matches. */
  seen_at: Timestamp;
  created_at: Timestamp;
}

export interface Database {
  crawl_jobs: CrawlJobTable;
  crawl_pages: CrawlPageTable;
  crawl_log: CrawlLogTable;
  watched_sites: WatchedSiteTable;
  host_slots: { host: string; next_at: Timestamp };
  opportunities: OpportunityTable;
  related_documents: RelatedDocumentTable;
  status_corrections: StatusCorrectionTable;
  embedding_transition: EmbeddingTransitionTable;
  transition_history: TransitionHistoryTable;
  embedding_calls: EmbeddingCallTable;
  programmes: ProgrammeTable;
  profile: ProfileTable;
  saved_searches: SavedSearchTable;
}

export type CrawlJob = Selectable<CrawlJobTable>;
export type WatchedSite = Selectable<WatchedSiteTable>;
export type NewCrawlJob = Insertable<CrawlJobTable>;
export type CrawlJobUpdate = Updateable<CrawlJobTable>;
export type CrawlPage = Selectable<CrawlPageTable>;
export type NewCrawlPage = Insertable<CrawlPageTable>;
export type CrawlLogEntry = Selectable<CrawlLogTable>;
export type Opportunity = Selectable<OpportunityTable>;
export type RelatedDocument = Selectable<RelatedDocumentTable>;
export type StatusCorrection = Selectable<StatusCorrectionTable>;
export type TransitionHistory = Selectable<TransitionHistoryTable>;
export type Programme = Selectable<ProgrammeTable>;
export type SavedSearch = Selectable<SavedSearchTable>;

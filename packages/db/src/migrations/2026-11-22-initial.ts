import { type Kysely, sql } from "kysely";

// Frozen in time: never edit a migration that has shipped; add a new file instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("crawl_jobs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("options", "jsonb", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .addColumn("heartbeat_at", "timestamptz")
    .addColumn("current_url", "text")
    .addColumn("current_depth", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("opportunities_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stop_requested", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("error", "text")
    .addColumn("ai_tokens", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("report", "jsonb")
    .execute();

  await db.schema
    .createTable("crawl_pages")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("job_id", "integer", (c) => c.notNull().references("crawl_jobs.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("depth", "integer", (c) => c.notNull())
    .addColumn("referrer", "text")
    .addColumn("anchor_text", "text")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("status_code", "integer")
    .addColumn("content_type", "text")
    .addColumn("fetch_ms", "integer")
    .addColumn("title", "text")
    .addColumn("text", "text")
    .addColumn("html", "text")
    .addColumn("links", "jsonb")
    .addColumn("portal_links", "jsonb")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("page"))
    .addColumn("relevance", "real")
    .addColumn("note", "text")
    .addColumn("discovered_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("fetched_at", "timestamptz")
    .addUniqueConstraint("crawl_pages_job_url", ["job_id", "url"])
    .execute();
  await db.schema.createIndex("crawl_pages_job_state").on("crawl_pages").columns(["job_id", "state"]).execute();

  await db.schema
    .createTable("crawl_log")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("job_id", "integer", (c) => c.notNull().references("crawl_jobs.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("crawl_log_job").on("crawl_log").columns(["job_id", "id"]).execute();

  await db.schema
    .createTable("opportunities")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("job_id", "integer", (c) => c.notNull().references("crawl_jobs.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("due_date", "text")
    .addColumn("url_cluster", "text")
    .addColumn("relevance", "real")
    .addColumn("record", "jsonb", (c) => c.notNull())
    .addColumn("manually_corrected", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("correction_note", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("opportunities_job_url", ["job_id", "url"])
    .execute();
  await db.schema.createIndex("opportunities_job_status").on("opportunities").columns(["job_id", "status"]).execute();
  await db.schema.createIndex("opportunities_due_date").on("opportunities").column("due_date").execute();
  await db.schema.createIndex("opportunities_url_cluster").on("opportunities").columns(["job_id", "url_cluster"]).execute();
  await db.schema.createIndex("opportunities_url").on("opportunities").column("url").execute();

  await db.schema
    .createTable("related_documents")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("opportunity_id", "integer", (c) => c.notNull().references("opportunities.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("relationship", "text", (c) => c.notNull())
    .addColumn("relevance_score", "real", (c) => c.notNull())
    .addColumn("match_reason", "text")
    .addColumn("file_type", "text")
    .addColumn("summary", "text")
    .addUniqueConstraint("related_documents_opp_url", ["opportunity_id", "url"])
    .execute();

  await db.schema
    .createTable("status_corrections")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("job_id", "integer", (c) => c.notNull().references("crawl_jobs.id").onDelete("cascade"))
    .addColumn("opportunity_id", "integer", (c) => c.notNull().references("opportunities.id").onDelete("cascade"))
    .addColumn("grant_url", "text", (c) => c.notNull())
    .addColumn("prev_status", "text")
    .addColumn("new_status", "text", (c) => c.notNull())
    .addColumn("feedback", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("embedding_transition")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("use_new_model", "boolean", (c) => c.notNull())
    .addColumn("rollout_percentage", "integer", (c) => c.notNull())
    .addColumn("auto_rollback", "boolean", (c) => c.notNull())
    .execute();
  await db.insertInto("embedding_transition").values({ id: 1, use_new_model: false, rollout_percentage: 0, auto_rollback: true }).execute();

  await db.schema
    .createTable("transition_history")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("embedding_calls")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("ok", "boolean", (c) => c.notNull())
    .addColumn("duration_ms", "real", (c) => c.notNull())
    .addColumn("quality", "real")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "embedding_calls",
    "transition_history",
    "embedding_transition",
    "status_corrections",
    "related_documents",
    "opportunities",
    "crawl_log",
    "crawl_pages",
    "crawl_jobs",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

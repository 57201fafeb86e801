import { type Kysely, sql } from "kysely";
import type { Database, EmbeddingTransitionTable } from "../schema.js";

export async function getTransition(db: Kysely<Database>) {
  return db.selectFrom("embedding_transition").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

export async function updateTransition(
  db: Kysely<Database>,
  change: Partial<Omit<EmbeddingTransitionTable, "id">>,
  history: { action: string; reason: string | null },
) {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(change).length > 0) await trx.updateTable("embedding_transition").set(change).where("id", "=", 1).execute();
    await trx.insertInto("transition_history").values(history).execute();
  });
}

export async function listTransitionHistory(db: Kysely<Database>, limit = 50) {
  return db.selectFrom("transition_history").selectAll().orderBy("id", "desc").limit(limit).execute();
}

export async function recordEmbeddingCall(db: Kysely<Database>, call: { model: "legacy" | "new"; ok: boolean; durationMs: number; quality: number | null }) {
  await db.insertInto("embedding_calls").values({ model: call.model, ok: call.ok, duration_ms: call.durationMs, quality: call.quality }).execute();
}

/** Metrics over the latest calls of one model: the spec's {successRate, qualityRate, avgGenerationTime, sampleSize}. */
export async function embeddingMetrics(db: Kysely<Database>, model: "legacy" | "new", window = 200) {
  const row = await sql<{ sample_size: number; success_rate: number | null; quality_rate: number | null; avg_ms: number | null }>`
    select count(*)::int as sample_size,
           avg(case when ok then 1.0 else 0.0 end)::float as success_rate,
           avg(quality)::float as quality_rate,
           avg(duration_ms)::float as avg_ms
    from (select * from embedding_calls where model = ${model} order by id desc limit ${window}) recent`.execute(db);
  const r = row.rows[0];
  return {
    successRate: r?.success_rate ?? 0,
    qualityRate: r?.quality_rate ?? 0,
    avgGenerationTime: r?.avg_ms ?? 0,
    sampleSize: r?.sample_size ?? 0,
  };
}

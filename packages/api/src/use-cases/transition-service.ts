import { type AnalysisProvider, cosine, EMBEDDING_MODELS } from "@grantscout/ai";
import { embeddingMetrics, getTransition, listTransitionHistory, recordEmbeddingCall, updateTransition } from "@grantscout/db";
import type { TransitionControl, TransitionStatus } from "../spec/index.js";
import type { AppServices } from "./app-services.js";

/** A model is unhealthy below these, measured over its latest recorded calls (documented in the README). */
const HEALTH_THRESHOLDS = { successRate: 0.95, qualityRate: 0.8, minSamples: 3 };

const PROBE_TEXTS = [
  "Community arts grants of up to $10,000 for nonprofits; applications close March 3, 2027.",
  "Our annual report describes the foundation's investments and board governance.",
  "Research fellowship for early-career scientists, with a stipend and travel budget.",
  "Frequently asked questions about eligibility for the small business innovation fund.",
];

async function modelView(services: AppServices, key: "legacy" | "new") {
  const metrics = await embeddingMetrics(services.db, key);
  const spec = EMBEDDING_MODELS[key];
  const warnings: string[] = [];
  if (services.provider.name === "local") warnings.push(`No OPENAI_API_KEY: the local embedding model stands in for ${spec.name}`);
  if (metrics.sampleSize < HEALTH_THRESHOLDS.minSamples) warnings.push("Too few recorded calls to judge health; run a health check");
  const healthy =
    metrics.sampleSize < HEALTH_THRESHOLDS.minSamples ||
    (metrics.successRate >= HEALTH_THRESHOLDS.successRate && metrics.qualityRate >= HEALTH_THRESHOLDS.qualityRate);
  const dimensions = "dimensions" in spec && Array.isArray(spec.dimensions) ? spec.dimensions : [spec.dimensions as number];
  return { name: spec.name, healthy, warnings, metrics, dimensions, provider: services.provider.name };
}

export async function transitionStatus(services: AppServices): Promise<TransitionStatus> {
  const state = await getTransition(services.db);
  const history = await listTransitionHistory(services.db);
  return {
    state: {
      useNewModel: state.use_new_model,
      rolloutPercentage: state.rollout_percentage,
      autoRollback: state.auto_rollback,
      history: history.map((h) => ({ action: h.action, timestamp: h.created_at.toISOString(), reason: h.reason })),
    },
    models: { legacy: await modelView(services, "legacy"), new: await modelView(services, "new") },
  };
}

/**
 * Quality of the new model = agreement with the legacy model on which probe text is each text's
 * nearest neighbour (1 = the same neighbours). Both models are called for real and timed.
 */
async function checkHealth(services: AppServices) {
  const timed = async (model: "legacy" | "new") => {
    const start = performance.now();
    try {
      const vectors = await services.provider.embed(PROBE_TEXTS, model);
      return { vectors, ms: performance.now() - start, ok: vectors.length === PROBE_TEXTS.length };
    } catch {
      return { vectors: [] as number[][], ms: performance.now() - start, ok: false };
    }
  };
  const legacy = await timed("legacy");
  const next = await timed("new");
  const quality = legacy.ok && next.ok ? neighbourAgreement(legacy.vectors, next.vectors) : 0;
  await recordEmbeddingCall(services.db, { model: "legacy", ok: legacy.ok, durationMs: legacy.ms, quality: legacy.ok ? 1 : 0 });
  await recordEmbeddingCall(services.db, { model: "new", ok: next.ok, durationMs: next.ms, quality });
  const status = await transitionStatus(services);
  const healthy = status.models.new.healthy && status.models.legacy.healthy;
  if (!status.models.new.healthy && status.state.autoRollback && status.state.useNewModel) {
    await updateTransition(
      services.db,
      { use_new_model: false },
      {
        action: "auto-rollback",
        reason: `New model unhealthy (success ${status.models.new.metrics.successRate.toFixed(2)}, quality ${status.models.new.metrics.qualityRate.toFixed(2)})`,
      },
    );
  }
  await updateTransition(services.db, {}, { action: "check-health", reason: healthy ? "Health check passed" : "Health check failed" });
  return healthy;
}

function neighbourAgreement(a: number[][], b: number[][]): number {
  const nearest = (vs: number[][], i: number) =>
    vs.map((v, j) => (j === i ? -Infinity : cosine(vs[i]!, v))).reduce((best, s, j, all) => (s > all[best]! ? j : best), 0);
  const agree = a.filter((_, i) => nearest(a, i) === nearest(b, i)).length;
  return agree / a.length;
}

export async function controlTransition(services: AppServices, control: TransitionControl) {
  switch (control.action) {
    case "enable":
      await updateTransition(services.db, { use_new_model: true }, { action: "enable", reason: "New model enabled" });
      break;
    case "disable":
      await updateTransition(services.db, { use_new_model: false }, { action: "disable", reason: "Legacy model restored" });
      break;
    case "rollout":
      await updateTransition(services.db, { rollout_percentage: control.value }, { action: "rollout", reason: `Rollout set to ${control.value}%` });
      break;
    case "check-health": {
      const healthy = await checkHealth(services);
      return { success: true, healthy, message: healthy ? "Health check passed" : "Health check failed", status: await transitionStatus(services) };
    }
  }
  return { success: true, message: "Transition updated", status: await transitionStatus(services) };
}

/**
 * Wraps a provider so that embedding requests without an explicit model follow the rollout:
 * that share of requests goes to the new model while it is enabled; every call is recorded.
 */
export function withEmbeddingRollout(base: AnalysisProvider, services: () => AppServices): AnalysisProvider {
  return {
    ...base,
    name: base.name,
    extract: (page, site) => base.extract(page, site),
    usage: () => base.usage(),
    fallbacks: base.fallbacks ? () => base.fallbacks!() : undefined,
    async embed(texts, model) {
      const svc = services();
      const state = await getTransition(svc.db);
      const chosen = model ?? (state.use_new_model && Math.random() * 100 < state.rollout_percentage ? "new" : "legacy");
      const recorded = chosen === "legacy" ? "legacy" : "new";
      const start = performance.now();
      try {
        const vectors = await base.embed(texts, chosen);
        await recordEmbeddingCall(svc.db, { model: recorded, ok: true, durationMs: performance.now() - start, quality: null });
        return vectors;
      } catch (error) {
        await recordEmbeddingCall(svc.db, { model: recorded, ok: false, durationMs: performance.now() - start, quality: null });
        throw error;
      }
    },
  };
}

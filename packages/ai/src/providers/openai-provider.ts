import { createOpenAI } from "@ai-sdk/openai";
import { generateText, Output } from "ai";
import OpenAI from "openai";
import { type EmbeddingModelChoice, embeddingDimensions, embeddingModelName } from "../embedding/models.js";
import type { ExtractionContext } from "../pipeline/local-record.js";
import type { PageInput } from "../record.js";
import { EMBEDDING_TOKEN_LIMIT, truncateToTokens } from "../text/tokens.js";
import { createLimiter, withRetry } from "./concurrency.js";
import { DEFAULT_MODEL } from "./default-model.js";
import { llmAnswerSchema, mergeAnswer } from "./llm-schema.js";
import { localExtract } from "./local-provider.js";
import { buildUserPrompt, DEFAULT_SYSTEM_PROMPT } from "./prompt.js";
import type { AnalysisProvider } from "./types.js";

export interface OpenAIProviderConfig {
  apiKey: string;
  baseURL?: string;
  model?: string;
  concurrency?: number;
  /** Per-call overrides used by enrichOpportunity. */
  systemPrompt?: string;
  customPrompt?: string;
  steps?: string[];
  /** Backoff base for 429/5xx retries (ms); tests shorten it. */
  retryBaseMs?: number;
}

/**
 * Structured extraction through any OpenAI-compatible chat completions server (AI SDK, JSON
 * schema output validated with zod), embeddings through the openai client. An answer that fails
 * validation, or a request that keeps failing, falls back to the local rules for that page and
 * is listed by fallbacks().
 */
export function createOpenAIProvider(cfg: OpenAIProviderConfig): AnalysisProvider {
  const baseURL = cfg.baseURL ?? "https://api.openai.com/v1";
  const openai = createOpenAI({ apiKey: cfg.apiKey, baseURL });
  const chat = openai.chat(cfg.model ?? DEFAULT_MODEL);
  const client = new OpenAI({ apiKey: cfg.apiKey, baseURL, maxRetries: 3 });
  const limit = createLimiter(cfg.concurrency ?? 4);
  const retry = { retries: 3, baseMs: cfg.retryBaseMs ?? 500 };
  const totals = { promptTokens: 0, completionTokens: 0 };
  const fallbacks: Array<{ url: string; reason: string }> = [];

  async function extract(page: PageInput, site: ExtractionContext) {
    const local = localExtract(page, site);
    if (!local) return null;
    try {
      const result = await limit(() =>
        withRetry(
          () =>
            generateText({
              model: site.prompt?.model ? openai.chat(site.prompt.model) : chat,
              instructions: site.prompt?.customSystemPrompt ?? cfg.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
              prompt: buildUserPrompt(page, site, { customPrompt: site.prompt?.customPrompt ?? cfg.customPrompt, steps: site.prompt?.steps ?? cfg.steps }),
              output: Output.object({ schema: llmAnswerSchema, name: "grant_opportunity" }),
              maxRetries: 0,
              temperature: 0,
            }),
          retry,
        ),
      );
      totals.promptTokens += result.usage.inputTokens ?? 0;
      totals.completionTokens += result.usage.outputTokens ?? 0;
      const answer = llmAnswerSchema.parse(result.output);
      return answer.isGrantOpportunity ? mergeAnswer(local, answer, page) : null;
    } catch (err) {
      fallbacks.push({ url: page.url, reason: err instanceof Error ? err.message.slice(0, 300) : String(err) });
      return local;
    }
  }

  async function embed(texts: string[], model?: EmbeddingModelChoice): Promise<number[][]> {
    if (!texts.length) return [];
    const name = embeddingModelName(model);
    const response = await limit(() =>
      client.embeddings.create({
        model: name,
        input: texts.map((t) => truncateToTokens(t, EMBEDDING_TOKEN_LIMIT)),
        // ada-002 has a fixed size and rejects the parameter.
        ...(model === "legacy" ? {} : { dimensions: embeddingDimensions(model) }),
      }),
    );
    totals.promptTokens += response.usage?.prompt_tokens ?? 0;
    return [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
  }

  return { name: "openai", extract, embed, usage: () => ({ ...totals }), fallbacks: () => [...fallbacks] };
}

import { Tiktoken } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";

/** The input limit of OpenAI's embedding models (text-embedding-ada-002 and text-embedding-3-*). */
export const EMBEDDING_TOKEN_LIMIT = 8191;

// cl100k_base is the tokenizer of the embedding models and of the chat models' budget checks.
let encoder: Tiktoken | null = null;
const tokenizer = (): Tiktoken => (encoder ??= new Tiktoken(cl100k));

export function countTokens(text: string): number {
  return tokenizer().encode(text).length;
}

/** Cuts text to at most maxTokens tokens; text already within the budget comes back unchanged. */
export function truncateToTokens(text: string, maxTokens: number): string {
  if (maxTokens <= 0) return "";
  const tokens = tokenizer().encode(text);
  if (tokens.length <= maxTokens) return text;
  // Decoding a cut that splits a multi-byte character leaves a replacement char; drop it.
  return tokenizer()
    .decode(tokens.slice(0, maxTokens))
    .replace(/\uFFFD+$/, "");
}

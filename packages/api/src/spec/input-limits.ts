/**
 * Every procedure's input, from either door, passes this check before its zod schema: JSON.parse
 * builds any depth without trouble, but code that walks the value later (JSON.stringify for a
 * jsonb column, a response, the analysis thread) recurses and overflows the stack near 10,000
 * levels, a 500. Sizes are bounded here once; the body parsers bound the bytes (5 MB).
 */
export const MAX_INPUT_DEPTH = 64;
/** Largest request body, for tRPC and REST alike (an enrich call carries an opportunity and its documents). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Calls in one tRPC batch; the web app's batch link splits larger batches (apps/web/src/trpc.ts). */
export const MAX_BATCH_CALLS = 50;
/** Items of one array and keys of one object: far above any real input (an import is one text). */
export const MAX_INPUT_ITEMS = 10_000;

export const BODY_TOO_LARGE = `The request body is too large (over ${MAX_BODY_BYTES / 1024 / 1024} MB).`;
export const TOO_DEEP = `The request body is nested too deeply (over ${MAX_INPUT_DEPTH} levels).`;
export const TOO_MANY_ITEMS = `The request body has a list or object with too many entries (over ${MAX_INPUT_ITEMS.toLocaleString("en")}).`;
export const FORBIDDEN_KEY = 'The request body uses the key "__proto__", which is not accepted; rename it.';
/**
 * PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate is not Unicode at all:
 * either one would fail deep inside a query as a 500.
 */
export const UNSTORABLE_TEXT = "The request contains a NUL character or invalid Unicode text, which cannot be stored; remove it and try again.";

function textProblem(text: string): string | null {
  return text.includes("\u0000") || !text.isWellFormed() ? UNSTORABLE_TEXT : null;
}

/**
 * Why the input cannot be taken, as a sentence for the person who sent it, or null when it can.
 * Iterative (an explicit stack, no recursion), and a list over the limit is refused before its
 * items are looked at, so a hostile body costs one pass at most.
 */
export function inputProblem(input: unknown): string | null {
  const pending: Array<[value: unknown, depth: number]> = [[input, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return problem;
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
    const keys = Object.keys(value);
    if (keys.length > MAX_INPUT_ITEMS) return TOO_MANY_ITEMS;
    for (const key of keys) {
      if (key === "__proto__") return FORBIDDEN_KEY;
      const problem = textProblem(key);
      if (problem) return problem;
      pending.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

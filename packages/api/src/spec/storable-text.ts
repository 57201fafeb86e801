/**
 * PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate is not Unicode at all:
 * either one in a request would fail deep inside a query as a 500. Every procedure's input is
 * checked for them first (keys and values, iteratively, since JSON may nest thousands deep).
 */
export const UNSTORABLE_TEXT = "The request contains a NUL character or invalid Unicode text, which cannot be stored; remove it and try again.";

export function hasUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000") || !value.isWellFormed()) return true;
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        pending.push(key, inner);
      }
    }
  }
  return false;
}

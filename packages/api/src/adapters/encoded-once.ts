/**
 * An encoder that keeps what it made of each frozen answer for as long as the answer lives. A frozen
 * answer never changes (the Opportunities page's kept first pages, a crawl's status unchanged since
 * the last poll), so each door encodes it once: the tRPC door's superjson form, the REST door's JSON
 * and gzip bytes. Other answers are encoded every time.
 */
export function encodedOnce<T>(encode: (value: unknown) => T): (value: unknown) => T {
  const kept = new WeakMap<object, T>();
  return (value) => {
    if (typeof value !== "object" || value === null || !Object.isFrozen(value)) return encode(value);
    let known = kept.get(value);
    if (known === undefined) kept.set(value, (known = encode(value)));
    return known;
  };
}

/**
 * Lets the event loop run between slices of CPU-bound work: the server answers health checks,
 * status polls and running crawls while a large site is analysed in the same process.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `map` over items, yielding to the event loop every `slice` items. */
export async function mapYielding<T, R>(items: T[], fn: (item: T) => R, slice = 10): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % slice === 0) await yieldToEventLoop();
    out.push(fn(items[i]!));
  }
  return out;
}

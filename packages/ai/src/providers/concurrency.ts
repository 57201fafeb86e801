/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    if (active >= limit) return;
    const start = queue.shift();
    if (start) start();
  };
  return (task) =>
    new Promise((resolve, reject) => {
      queue.push(() => {
        active++;
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
}

/** 429 and 5xx are worth retrying; anything else (bad request, invalid answer) is not. */
function isRetryable(err: unknown): boolean {
  const status = (err as { statusCode?: unknown; status?: unknown } | null)?.statusCode ?? (err as { status?: unknown } | null)?.status;
  return typeof status === "number" && (status === 429 || status >= 500);
}

/** Retries with exponential backoff (base, 2×base, 4×base…) while the error is retryable. */
export async function withRetry<T>(task: () => Promise<T>, opts: { retries: number; baseMs: number; signal?: AbortSignal }): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      if (attempt >= opts.retries || !isRetryable(err) || opts.signal?.aborted) throw err;
      await new Promise((r) => setTimeout(r, opts.baseMs * 2 ** attempt));
    }
  }
}

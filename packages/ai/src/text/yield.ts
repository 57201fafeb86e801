/**
 * Lets the event loop run between slices of CPU-bound work: the server answers health checks,
 * status polls and running crawls while a large site is analysed in the same process.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

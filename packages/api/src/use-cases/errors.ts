/**
 * What a use case can refuse, in the domain's words. Services throw these; `trpc.ts` turns them into
 * tRPC errors once, and the REST door maps those to HTTP statuses, so neither door is known here.
 */
export class NotFoundError extends Error {}
export class InvalidRequestError extends Error {}
export class UnavailableError extends Error {}

export function notFound(message: string): never {
  throw new NotFoundError(message);
}

export function badRequest(message: string): never {
  throw new InvalidRequestError(message);
}

export const QUEUE_NOT_RUNNING = "The crawl queue is not running; try again shortly";

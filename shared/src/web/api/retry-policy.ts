import { ApiError } from './client';

/**
 * Whether a failed read is asked for again: once, when the failure may pass (the network, a
 * server error, a request that timed out, an answer that did not parse). An answer the API gave on
 * purpose about the request itself (400-499 but 408: not found, refused, rate limited) is final:
 * asked again, it gives the same answer, later, and a rate limit only grows.
 */
export function retryTransientOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408;
  return !refused;
}

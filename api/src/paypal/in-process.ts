import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The mark of a request the API makes to itself through `inject` (its calls to the stand-in, and
 * the stand-in's webhook delivery): a header holding a secret drawn when the process starts, which
 * no outside client can know. Such calls are not a visitor's and do not count against the rate
 * limit (app.ts).
 */
const IN_PROCESS_HEADER = 'x-lg-in-process';
const IN_PROCESS_SECRET = randomBytes(32).toString('base64url');
export const inProcessHeaders: Readonly<Record<string, string>> = { [IN_PROCESS_HEADER]: IN_PROCESS_SECRET };

/** Whether a request is one the API made to itself (see `inProcessHeaders`). */
export function isInProcessCall(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_SECRET;
}

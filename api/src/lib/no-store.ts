/**
 * `Cache-Control: no-store` on every answer to a POST or PUT under /api: those answers carry an
 * order, a payment, a redemption session (its bearer sessionId), a code's outcome or personal
 * data, and must not be kept by the browser or any cache on the way, error answers included.
 */
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function noStoreOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

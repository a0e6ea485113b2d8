/**
 * How requests are written to the log (the logger's `req` serializer): by the route's pattern,
 * never by the path and query as sent, which can carry secrets (a card download's token, a
 * reminder opt-out's `?t=`), e-mail addresses and search terms (the console's `?q=`), in any
 * spelling (`/api/%63ardDownload/…`, `/api/cardDown%00load/…`).
 */
interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

/** What the log says of a request that matched no route (its path is never written). */
export const NO_ROUTE = '[no route]';

/**
 * Fastify's own request fields, with the route's pattern for the URL (`/api/staff/orders`,
 * `/api/cardDownload/:token`): never the path or query as sent, which can carry tokens, e-mail
 * addresses and search terms. A request that matched no route is logged as `[no route]`.
 */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: request.routeOptions?.url || NO_ROUTE,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

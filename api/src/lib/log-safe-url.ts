/**
 * How request URLs are written to the log (the logger's `req` serializer): a path that carries a
 * bearer secret (a print-at-home card's download token, /api/cardDownload/{token}) is logged with
 * the secret replaced, so request logs never hold a live link.
 *
 * The decision is made on the path as the router reads it, and more: every %XX escape decoded
 * (repeatedly, so a double-encoded path is seen too), dot segments and repeated slashes resolved,
 * letters compared without case. A path that names the card download route in any spelling
 * (`/api/%63ardDownload/…`, `/api/cardDownload%2F…`, `/api/x/../cardDownload/…`) is logged as
 * `/api/cardDownload/[redacted]`, whatever followed the route's name, with its query when that
 * is the paper size (`?paper=a4`) and redacted otherwise. Other URLs are logged as they came.
 */
import { CARD_DOWNLOAD_PATH } from '@littlegivers/shared/contract/schemas/card-download';

const ROUTE_NAME = CARD_DOWNLOAD_PATH.replace(/^\//, '').toLowerCase();
const MAX_DECODING_ROUNDS = 4;
/** The one query the card download takes; any other query on its path is redacted too. */
const SAFE_QUERY = /^(?:\?paper=[a-z0-9]{0,10})?$/i;

/** The path with every %XX escape decoded, round after round, until nothing changes. */
function decodedPath(path: string): string {
  let current = path;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

/** `.` and `..` segments resolved and empty segments dropped, as a file path would be. */
function normalisedSegments(path: string): string[] {
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

export function logSafeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const segments = normalisedSegments(decodedPath(path));
  const at = segments.findIndex((segment) => segment.toLowerCase().includes(ROUTE_NAME));
  if (at === -1) return url;
  const prefix = segments.slice(0, at).join('/');
  const safeQuery = SAFE_QUERY.test(query) ? query : '?[redacted]';
  return `/${prefix ? `${prefix}/` : ''}${CARD_DOWNLOAD_PATH.slice(1)}/[redacted]${safeQuery}`;
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, with the URL made safe. */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: logSafeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

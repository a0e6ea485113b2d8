/**
 * How request URLs are written to the log (the logger's `req` serializer): a path that carries a
 * bearer secret (a print-at-home card's download token, /api/cardDownload/{token}) is logged with
 * the secret replaced, so request logs never hold a live link. Query strings are kept (they carry
 * no secrets: `paper=a4`).
 */
import { CARD_DOWNLOAD_PATH } from '@littlegivers/shared/contract/schemas/card-download';

const SECRET_SEGMENT = new RegExp(`(${CARD_DOWNLOAD_PATH}/)[^/?#]*`, 'gi');

export function logSafeUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]');
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

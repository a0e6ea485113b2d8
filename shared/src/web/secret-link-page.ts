/**
 * What every page opened by a secret link (`/my-gift#<token>`, `/ecard#<token>`) does in the
 * browser: reads the token from the fragment (never sent to a server), and tells search engines
 * not to index the page. The static server adds `Referrer-Policy: no-referrer` and
 * `X-Robots-Tag: noindex` to these paths too (tooling/src/static-server.mjs).
 */
import { tokenFromHash } from '../contract/schemas/secret-link';

/** The page's token, from the URL fragment; null when there is none of the right shape. */
export function pageToken(hash: string = window.location.hash): string | null {
  return tokenFromHash(hash);
}

/**
 * Secret links (the purchaser's page, the e-card page): a bearer token of 256 random bits,
 * 43 base64url characters, carried in the page URL's fragment (`/my-gift#<token>`), so it never
 * reaches a server log or a Referer header, and sent to the API in a POST body, never in an API URL.
 */
import * as z from 'zod/mini';

/** The token as it travels: 43 characters of base64url (32 random bytes). */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A token as the API accepts it: any short string; one of the wrong shape opens nothing (404). */
export const secretTokenSchema = z.string().check(z.maxLength(200));

/** The body of every request made with a secret link. */
export const secretLinkRequestSchema = z.object({ token: secretTokenSchema });

/** The page URL of a secret link: the site's page with the token in the fragment. */
export function secretPageUrl(siteUrl: string, pagePath: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${pagePath}#${token}`;
}

/** The token of a page URL's fragment (`#<token>`), or null when it has none of the right shape. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return SECRET_TOKEN_PATTERN.test(token) ? token : null;
}

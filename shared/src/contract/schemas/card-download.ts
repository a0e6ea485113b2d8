/**
 * The print-at-home card's download (GET /cardDownload/{token}?paper=letter|a4): a PDF made on
 * request, the card with its token panel and code, on US Letter (default) or A4 with fold and
 * cut marks. The token is a secret of 256 random bits (43 base64url characters) handed out once,
 * in the paid answer and the receipt; an unknown, expired (30 days) or revoked (code reissued)
 * token answers 404.
 */
import * as z from 'zod/mini';

export const CARD_DOWNLOAD_PATH = '/cardDownload';
/** The token as it travels: 43 characters of base64url (32 random bytes). */
export const CARD_DOWNLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CARD_DOWNLOAD_TTL_DAYS = 30;

export const paperSchema = z.enum(['letter', 'a4']);
export type Paper = z.infer<typeof paperSchema>;
export const DEFAULT_PAPER: Paper = 'letter';

/** Path params: any short string; a token of the wrong shape is simply not found (404). */
export const cardDownloadParamsSchema = z.object({ token: z.string().check(z.maxLength(200)) });
export const cardDownloadQuerySchema = z.object({ paper: z._default(paperSchema, DEFAULT_PAPER) });

/** The path under the API base of a token's card. */
export function cardDownloadPath(token: string): string {
  return `${CARD_DOWNLOAD_PATH}/${encodeURIComponent(token)}`;
}

/** The download URL of the paid answer (or the receipt) for a given paper size. */
export function cardDownloadUrl(downloadUrl: string, paper: Paper = DEFAULT_PAPER): string {
  const url = new URL(downloadUrl);
  url.searchParams.set('paper', paper);
  return url.toString();
}

/**
 * The print-at-home card's download link (docs/adr/0010-card-download-token.md). The token is 256
 * bits from the CSPRNG, base64url; the database keeps its SHA-256 (the lookup: a dump holds no
 * usable link) and its AES-GCM ciphertext under the code vault's key (so the paid answer and the
 * receipt can give the same link again; whoever has that key can read the codes themselves).
 * Issued in the transaction that marks the order paid, valid 30 days, revoked when the code is
 * reissued. The card is drawn on request from the code's ciphertext and streamed: never on disk.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import {
  CARD_DOWNLOAD_TOKEN_PATTERN,
  CARD_DOWNLOAD_TTL_DAYS,
  cardDownloadPath,
  type Paper,
} from '@littlegivers/shared/contract/schemas/card-download';
import { API_PREFIX } from '../config';
import type { CodeVault } from '../lib/code-vault';
import type { Repositories } from '../repositories';
import { writeCardSheet } from './print-pdf/card-sheet';
import type { PrintedSite } from './print-pdf/printed-site';
import { type PrintQueueEntry, printQueueEntry } from './print-queue';

export const CARD_DOWNLOAD_TTL_MS = CARD_DOWNLOAD_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The stored lookup value of a token: SHA-256, hex. */
export function hashDownloadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token: 32 bytes (256 bits) from the CSPRNG, 43 base64url characters. */
export function newDownloadToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The absolute link of a token (PUBLIC_URL + /api/cardDownload/{token}). */
export function cardDownloadLink(publicUrl: string, token: string): string {
  return `${publicUrl}${API_PREFIX}${cardDownloadPath(token)}`;
}

/**
 * Issues a link for a paid print-at-home order, inside the caller's transaction (marking paid, or a
 * reissue); returns the token, in clear, for that caller only.
 */
export async function issueCardDownload(tx: Repositories, vault: CodeVault, orderId: number, now: Date) {
  const token = newDownloadToken();
  await tx.cardDownloads.insert({
    orderId,
    tokenHash: hashDownloadToken(token),
    tokenCiphertext: vault.encrypt(token),
    expiresAt: new Date(now.getTime() + CARD_DOWNLOAD_TTL_MS),
  });
  return token;
}

export function createCardDownloadService(deps: {
  repositories: Repositories;
  vault: CodeVault;
  publicUrl: string;
  /** The kidspage the card's address and QR code open (SITE_URL). */
  site: PrintedSite;
}) {
  const { repositories, vault, publicUrl, site } = deps;
  return {
    /** The order's live link, or null (a mailed order, expired, revoked). */
    async linkOf(orderId: number, now = new Date()): Promise<string | null> {
      const row = await repositories.cardDownloads.newestLive(orderId, now);
      return row ? cardDownloadLink(publicUrl, vault.decrypt(row.tokenCiphertext)) : null;
    },

    /** The purchaser page's section of a print-at-home card: its live link, and when it was last reissued. */
    async printView(orderId: number, now = new Date()): Promise<{ cardUrl: string | null; reissuedAt: string | null }> {
      const [row, reissue] = await Promise.all([
        repositories.cardDownloads.newestLive(orderId, now),
        repositories.redemptions.lastReissue(orderId),
      ]);
      return {
        cardUrl: row ? cardDownloadLink(publicUrl, vault.decrypt(row.tokenCiphertext)) : null,
        reissuedAt: reissue?.reissuedAt.toISOString() ?? null,
      };
    },

    /** When a token's link was replaced by a reissued card (a revoked link), or undefined. */
    async replacedAt(token: string): Promise<Date | undefined> {
      if (!CARD_DOWNLOAD_TOKEN_PATTERN.test(token)) return undefined;
      return repositories.cardDownloads.revokedAt(hashDownloadToken(token));
    },

    /** The card a token opens, or undefined alike for a malformed, unknown, expired or revoked token. */
    async cardOf(token: string, now = new Date()): Promise<PrintQueueEntry | undefined> {
      if (!CARD_DOWNLOAD_TOKEN_PATTERN.test(token)) return undefined;
      const row = await repositories.cardDownloads.findCard(hashDownloadToken(token), now);
      return row ? printQueueEntry(row, vault) : undefined;
    },

    /** Draws the card sheet into `out` (the HTTP answer): nothing written to disk, nothing kept. */
    write(card: PrintQueueEntry, paper: Paper, out: Writable): Promise<void> {
      return writeCardSheet(card, paper, out, site);
    },
  };
}
export type CardDownloadService = ReturnType<typeof createCardDownloadService>;

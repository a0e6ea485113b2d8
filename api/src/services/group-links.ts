/**
 * A group card's two links (docs/group-gifts.md): the share link, for the givers, and the
 * organizer's. Each is a secret token (lib/secret-token.ts) stored as its SHA-256; the message
 * that carries them (and, once the card went, the gift's page and download links) keeps them
 * encrypted, and the sender reveals them when rendering.
 */
import { GROUP_ORGANIZER_PAGE_PATH, GROUP_SHARE_PAGE_PATH } from '@littlegivers/shared/contract/group';
import { secretPageUrl } from '@littlegivers/shared/contract/schemas/secret-link';
import type { CodeVault } from '../lib/code-vault';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';
import type { GroupNoticeData } from '../mail/message-data';
import { cardDownloadLink } from './card-download';
import { purchaserPageUrl } from './purchaser-link';

export function groupShareUrl(siteUrl: string, token: string): string {
  return secretPageUrl(siteUrl, GROUP_SHARE_PAGE_PATH, token);
}

export function groupOrganizerUrl(siteUrl: string, token: string): string {
  return secretPageUrl(siteUrl, GROUP_ORGANIZER_PAGE_PATH, token);
}

/** A new group's two tokens, their hashes (stored) and ciphertexts (the organizer's message). */
export function newGroupLinks(vault: CodeVault) {
  const share = newSecretToken();
  const organizer = newSecretToken();
  return {
    share,
    organizer,
    hashes: { shareTokenHash: hashSecretToken(share), organizerTokenHash: hashSecretToken(organizer) },
    ciphertexts: { shareCiphertext: vault.encrypt(share), organizerCiphertext: vault.encrypt(organizer) },
  };
}

/** A group message with its links revealed (and named as secrets, so logs mask them). */
export function revealGroupLinks(
  data: GroupNoticeData,
  vault: CodeVault,
  urls: { siteUrl: string; publicUrl: string },
): { data: GroupNoticeData; secrets: string[] } {
  const links = data.links ?? {};
  const reveal = (ciphertext: string | undefined) => (ciphertext ? vault.decrypt(ciphertext) : undefined);
  const share = reveal(links.shareCiphertext);
  const organizer = reveal(links.organizerCiphertext);
  const purchaser = reveal(links.purchaserCiphertext);
  const download = reveal(links.downloadCiphertext);
  return {
    data: {
      ...data,
      ...(share ? { shareUrl: groupShareUrl(urls.siteUrl, share) } : {}),
      ...(organizer ? { organizerUrl: groupOrganizerUrl(urls.siteUrl, organizer) } : {}),
      ...(purchaser ? { purchaserUrl: purchaserPageUrl(urls.siteUrl, purchaser) } : {}),
      ...(download ? { downloadUrl: cardDownloadLink(urls.publicUrl, download) } : {}),
    },
    secrets: [share, organizer, purchaser, download].filter((secret): secret is string => !!secret),
  };
}

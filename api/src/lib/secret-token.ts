/**
 * Bearer tokens of secret links (card downloads, the purchaser's page, the e-card page): 32 bytes
 * (256 bits) from the CSPRNG, base64url; the database keeps only their SHA-256 for lookup (and,
 * where a message must show the link later, an AES-GCM ciphertext under the code vault's key).
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new token: 43 base64url characters. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored lookup value of a token: SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

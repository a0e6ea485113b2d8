/**
 * Keeps redemption codes out of reach of a database dump: the lookup value is an HMAC-SHA-256
 * of the normalised code, and the code itself (needed for printing) is AES-256-GCM encrypted.
 * Both keys are derived (HKDF) from CODE_ENCRYPTION_KEY, which never lives in the database.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { normalizeRedemptionCode } from '@littlegivers/shared/contract/redemption-code';

export class CodeVault {
  readonly #hashKey: Buffer;
  readonly #encryptionKey: Buffer;

  constructor(secret: string) {
    this.#hashKey = Buffer.from(hkdfSync('sha256', secret, 'little-givers', 'redemption-code-hash', 32));
    this.#encryptionKey = Buffer.from(hkdfSync('sha256', secret, 'little-givers', 'redemption-code-encryption', 32));
  }

  /** Lookup value for a code as typed (normalised first). */
  hash(code: string): string {
    return createHmac('sha256', this.#hashKey).update(normalizeRedemptionCode(code)).digest('hex');
  }

  encrypt(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#encryptionKey, iv);
    const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join('.');
  }

  /**
   * A keyed signature of `value` for one purpose (a link's token: the reminder opt-out), so a link
   * needs no stored secret and cannot be forged without CODE_ENCRYPTION_KEY.
   */
  sign(purpose: string, value: string): string {
    return createHmac('sha256', this.#hashKey).update(`${purpose}\n${value}`).digest('base64url');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unknown code ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.#encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** SHA-256 of a redemption session id: the id handed out is a bearer secret, so only its hash is stored. */
export function hashSessionId(sessionId: string): string {
  return createHmac('sha256', 'redemption-session').update(sessionId).digest('hex');
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new redemption code and how it is stored: the CSPRNG code of the shared module, its HMAC
 * lookup value and its AES-GCM ciphertext from the CodeVault — exactly what paying an order
 * stores (services/payments.ts), used again by `ops reissue`.
 */
import { generateRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import type { CodeVault } from '../lib/code-vault';

export interface StoredCode {
  /** The code in clear (16 symbols, ungrouped); never stored. */
  code: string;
  codeHash: string;
  codeCiphertext: string;
}

export function newStoredCode(vault: CodeVault): StoredCode {
  const code = generateRedemptionCode();
  return { code, codeHash: vault.hash(code), codeCiphertext: vault.encrypt(code) };
}

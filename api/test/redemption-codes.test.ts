/** How a new redemption code is stored: never in clear, found again by its hash, printable from its ciphertext. */
import { isWellFormedRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { CodeVault } from '../src/lib/code-vault';
import { newStoredCode } from '../src/services/redemption-codes';

const vault = new CodeVault('test-secret-for-codes');

describe('newStoredCode', () => {
  it('gives a well-formed code, its lookup hash and its ciphertext, never the code in clear', () => {
    const stored = newStoredCode(vault);
    expect(isWellFormedRedemptionCode(stored.code)).toBe(true);
    expect(stored.codeHash).toBe(vault.hash(stored.code));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.decrypt(stored.codeCiphertext)).toBe(stored.code);
    expect(stored.codeCiphertext).not.toContain(stored.code);
    expect(Object.keys(stored).sort()).toEqual(['code', 'codeCiphertext', 'codeHash']);
  });

  it('draws a new code every time', () => {
    const codes = Array.from({ length: 50 }, () => newStoredCode(vault));
    expect(new Set(codes.map((stored) => stored.code)).size).toBe(50);
    expect(new Set(codes.map((stored) => stored.codeHash)).size).toBe(50);
  });

  it('finds a code typed by a person (grouped, lower case) by the same hash', () => {
    const stored = newStoredCode(vault);
    const typed = stored.code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    expect(vault.hash(typed)).toBe(stored.codeHash);
  });
});

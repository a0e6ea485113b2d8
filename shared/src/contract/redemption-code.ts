/**
 * Redemption codes as people type them. Codes are printed as XXXX-XXXX-XXXX-XXXX in an
 * alphabet without look-alikes (Crockford's base 32: no I, L, O, U); entry is case-insensitive,
 * spaces and hyphens are ignored, and look-alikes are folded (O -> 0, I and L -> 1).
 */

export const REDEMPTION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 symbols of 5 bits: 80 bits of entropy. */
export const REDEMPTION_CODE_LENGTH = 16;
export const REDEMPTION_CODE_GROUP = 4;
/** The code field enables submit above this many characters (spec 5). */
export const MIN_CODE_ENTRY_LENGTH = 3;

export function normalizeRedemptionCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-–—_]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function isWellFormedRedemptionCode(normalized: string): boolean {
  if (normalized.length !== REDEMPTION_CODE_LENGTH) return false;
  for (const char of normalized) if (!REDEMPTION_CODE_ALPHABET.includes(char)) return false;
  return true;
}

/** Groups a code for printing: 'ABCD1234EFGH5678' -> 'ABCD-1234-EFGH-5678'. */
export function formatRedemptionCode(code: string): string {
  return groupSymbols(normalizeRedemptionCode(code));
}

/**
 * The code field's display of what is typed or pasted, grouped as printed: capitals, every
 * character but letters and digits dropped (dashes, spaces), at most a code's length, groups of
 * four joined by '-'. Look-alikes are left as typed (the child sees their own letters); they are
 * folded by normalizeRedemptionCode when the code is sent.
 */
export function groupTypedRedemptionCode(input: string): string {
  return groupSymbols(codeSymbolsTyped(input).slice(0, REDEMPTION_CODE_LENGTH));
}

/** The letters and digits of what was typed, in capitals (the characters a code is made of). */
export function codeSymbolsTyped(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function groupSymbols(symbols: string): string {
  const groups: string[] = [];
  for (let i = 0; i < symbols.length; i += REDEMPTION_CODE_GROUP)
    groups.push(symbols.slice(i, i + REDEMPTION_CODE_GROUP));
  return groups.join('-');
}

/** A new code from the CSPRNG (Web Crypto, present in browsers and Node 20). */
export function generateRedemptionCode(): string {
  const bytes = new Uint8Array(REDEMPTION_CODE_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 32, so taking the low 5 bits keeps every symbol equally likely.
  let code = '';
  for (const byte of bytes) code += REDEMPTION_CODE_ALPHABET[byte & 31];
  return code;
}

import {
  formatRedemptionCode,
  generateRedemptionCode,
  isWellFormedRedemptionCode,
  normalizeRedemptionCode,
  REDEMPTION_CODE_ALPHABET,
} from './redemption-code';

describe('redemption codes', () => {
  it('normalises case, spaces, hyphens and look-alikes', () => {
    expect(normalizeRedemptionCode(' abcd-oil0 efgh-1234 ')).toBe('ABCD0110EFGH1234');
  });

  it('generates 16-symbol codes from the alphabet without look-alikes', () => {
    const codes = new Set(Array.from({ length: 200 }, generateRedemptionCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(isWellFormedRedemptionCode(code)).toBe(true);
      expect(code).not.toMatch(/[ILOU]/);
    }
    expect(REDEMPTION_CODE_ALPHABET).toHaveLength(32);
  });

  it('prints codes grouped by four', () => {
    expect(formatRedemptionCode('abcd1234efgh5678')).toBe('ABCD-1234-EFGH-5678');
  });
});

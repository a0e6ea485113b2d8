import {
  formatRedemptionCode,
  generateRedemptionCode,
  groupTypedRedemptionCode,
  isWellFormedRedemptionCode,
  MIN_CODE_ENTRY_LENGTH,
  normalizeRedemptionCode,
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_GROUP,
  REDEMPTION_CODE_LENGTH,
} from './redemption-code';

describe('redemption codes', () => {
  it('normalises case, spaces, hyphens and look-alikes', () => {
    expect(normalizeRedemptionCode(' abcd-oil0 efgh-1234 ')).toBe('ABCD0110EFGH1234');
    expect(normalizeRedemptionCode('ab\tcd\nef–gh—jk_mn')).toBe('ABCDEFGHJKMN');
    expect(normalizeRedemptionCode('oOiIlL')).toBe('001111');
  });

  it('has the printed shape: 16 symbols of Crockford base 32, grouped by 4, entry enabled above 3', () => {
    expect(REDEMPTION_CODE_ALPHABET).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    expect(REDEMPTION_CODE_LENGTH).toBe(16);
    expect(REDEMPTION_CODE_GROUP).toBe(4);
    expect(MIN_CODE_ENTRY_LENGTH).toBe(3);
  });

  it('accepts exactly 16 symbols of the alphabet', () => {
    expect(isWellFormedRedemptionCode('0123456789ABCDEF')).toBe(true);
    expect(isWellFormedRedemptionCode('GHJKMNPQRSTVWXYZ')).toBe(true);
  });

  it('refuses a code of the wrong length', () => {
    expect(isWellFormedRedemptionCode('')).toBe(false);
    expect(isWellFormedRedemptionCode('0123456789ABCDE')).toBe(false);
    expect(isWellFormedRedemptionCode('0123456789ABCDEFG')).toBe(false);
  });

  it('refuses symbols outside the alphabet: look-alikes, lower case, punctuation', () => {
    for (const bad of ['I', 'L', 'O', 'U', 'a', '-', ' ', '*']) {
      expect(isWellFormedRedemptionCode(`0123456789ABCDE${bad}`)).toBe(false);
      expect(isWellFormedRedemptionCode(`${bad}123456789ABCDEF`)).toBe(false);
    }
  });

  it('generates 16-symbol codes from the alphabet without look-alikes', () => {
    const codes = new Set(Array.from({ length: 200 }, generateRedemptionCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
      expect(isWellFormedRedemptionCode(code)).toBe(true);
      expect(code).not.toMatch(/[ILOU]/);
    }
    expect(REDEMPTION_CODE_ALPHABET).toHaveLength(32);
  });

  it('uses every symbol of the alphabet (the low 5 bits of each random byte)', () => {
    const seen = new Set(Array.from({ length: 100 }, generateRedemptionCode).join(''));
    expect([...seen].sort().join('')).toBe(REDEMPTION_CODE_ALPHABET);
  });

  it('prints codes grouped by four', () => {
    expect(formatRedemptionCode('abcd1234efgh5678')).toBe('ABCD-1234-EFGH-5678');
    expect(formatRedemptionCode('ABCD 1234-efgh 5678')).toBe('ABCD-1234-EFGH-5678');
    expect(formatRedemptionCode('ABCDE')).toBe('ABCD-E');
    expect(formatRedemptionCode('')).toBe('');
  });

  it('groups a typed or pasted code as printed, leaving look-alikes for the server-bound folding', () => {
    expect(groupTypedRedemptionCode('abcd')).toBe('ABCD');
    expect(groupTypedRedemptionCode('abcde')).toBe('ABCD-E');
    expect(groupTypedRedemptionCode(' abcd-efgh ijkl-mn0o ')).toBe('ABCD-EFGH-IJKL-MN0O');
    expect(groupTypedRedemptionCode('ABCD–EFGH—JKMN_PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(groupTypedRedemptionCode('abcd1234efgh5678zz')).toBe('ABCD-1234-EFGH-5678');
    expect(groupTypedRedemptionCode('-- !')).toBe('');
    expect(normalizeRedemptionCode(groupTypedRedemptionCode('k1ds g1ve h4pp y123'))).toBe('K1DSG1VEH4PPY123');
  });
});

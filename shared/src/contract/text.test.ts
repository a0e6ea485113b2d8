import { isCleanJson, isCleanText } from './text';

describe('isCleanText', () => {
  it('accepts ordinary text, accents, emoji (surrogate pairs) and non-breaking spaces', () => {
    for (const text of ['Ava', 'Zoë & Sam', 'Happy birthday 🎂', 'a\u00a0b', '']) expect(isCleanText(text)).toBe(true);
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of [
      'A\u0000B',
      'a\u0007',
      '\u001b[31m',
      'x\u007f',
      '\u0085',
      'a\ud800@x.com',
      '\udc00',
      'end\ud83d',
    ]) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(isCleanText('Dear Ava,\n\tlove\r\nSam')).toBe(false);
    expect(isCleanText('Dear Ava,\n\tlove\r\nSam', true)).toBe(true);
    expect(isCleanText('Dear\u0000Ava', true)).toBe(false);
  });
});

describe('isCleanJson', () => {
  it('checks every string and key, and the nesting depth', () => {
    expect(isCleanJson({ a: ['b', { c: 1 }], d: null })).toBe(true);
    expect(isCleanJson({ a: ['b\u0000'] })).toBe(false);
    expect(isCleanJson({ 'k\ud800': 1 })).toBe(false);
    const deep = (levels: number): unknown => (levels === 0 ? 1 : [deep(levels - 1)]);
    expect(isCleanJson(deep(32))).toBe(true);
    expect(isCleanJson(deep(33))).toBe(false);
  });
});

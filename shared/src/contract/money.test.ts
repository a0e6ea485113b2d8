import {
  cleanAmount,
  formatDollars,
  formatUsd,
  hasAtMostTwoDecimals,
  orderTotal,
  parseAmount,
  sumAmounts,
} from './money';

describe('money', () => {
  it('strips non-numeric characters and fixes to 2 decimals', () => {
    expect(cleanAmount('$1,234.5')).toBe('1234.50');
    expect(cleanAmount('20')).toBe('20.00');
    expect(cleanAmount('abc')).toBe('');
    expect(cleanAmount('1.2.3')).toBe('1.23');
    expect(cleanAmount(7)).toBe('7.00');
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('40')).toBe(40);
  });

  it('computes the order total in cents', () => {
    expect(orderTotal({ giftAmount: 20, shippingCost: 0.55, donationEnabled: true })).toBe(21.55);
    expect(orderTotal({ giftAmount: 0.1, shippingCost: 0.2, donationEnabled: false })).toBe(0.3);
    expect(sumAmounts([0.1, 0.2, 1])).toBe(1.3);
  });

  it('checks at most two decimals', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  describe('formatting, written out: the same text as Intl.NumberFormat en-US', () => {
    const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlPlain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    // Edges (rounding halves, grouping, negatives, tiny and large) and 5,000 pseudo-random amounts.
    const edges = [
      0,
      0.004,
      0.005,
      0.015,
      0.125,
      1.005,
      1.255,
      2,
      12.5,
      20,
      999.995,
      1000,
      1234.5,
      99999.99,
      100000,
      1000000,
      1234567.891,
      -0.005,
      -3,
      -1234.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -Infinity,
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const amounts = [
      ...edges,
      ...Array.from({ length: 5000 }, (_, i) => {
        const scale = 10 ** Math.floor(random() * 7);
        const value = Math.round(random() * scale * 1000) / (i % 3 === 0 ? 1000 : 100);
        return i % 7 === 0 && value >= 0.005 ? -value : value;
      }),
    ];

    it('formatUsd', () => {
      expect(formatUsd(1234.5)).toBe('$1,234.50');
      expect(formatUsd(-3)).toBe('-$3.00');
      // Where Intl writes '-$0.00' (minus zero, a negative that rounds to zero), no sign.
      expect(formatUsd(-0)).toBe('$0.00');
      expect(formatUsd(-0.004)).toBe('$0.00');
      for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intlUsd.format(amount));
    });

    it('formatDollars, with and without cents for whole numbers', () => {
      expect(formatDollars(25, { wholeWithoutCents: true })).toBe('25');
      expect(formatDollars(12.5, { wholeWithoutCents: true })).toBe('12.50');
      expect(formatDollars(1000000, { wholeWithoutCents: true })).toBe('1,000,000');
      for (const amount of amounts) {
        expect(formatDollars(amount), String(amount)).toBe(intlPlain.format(amount));
        const expected = Number.isInteger(amount) ? intlWhole.format(amount) : intlPlain.format(amount);
        expect(formatDollars(amount, { wholeWithoutCents: true }), String(amount)).toBe(expected);
      }
    });
  });
});

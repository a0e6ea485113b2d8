import { cleanAmount, hasAtMostTwoDecimals, orderTotal, parseAmount, sumAmounts } from './money';

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
});

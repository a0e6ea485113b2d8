import { describe, expect, it } from 'vitest';
import { acceptsAmountInput, donationAmountToSend, parseCustomAmount } from './amount';
import { MAX_DONATION_MESSAGE_LENGTH, nextNote, noteToSend } from './note';

describe('donation amount', () => {
  it.each(['', '1', '25', '1,', '1,000', '1000', '12.', '12.5', '12.50', '1,234,567.89'])(
    'lets %j through while typing',
    (input) => {
      expect(acceptsAmountInput(input)).toBe(true);
    },
  );

  it.each(['0', '05', '.5', '-5', 'abc', '5a', '12.345', '1.2.3', ' 5', '$5', '1e3'])(
    'ignores %j while typing',
    (input) => {
      expect(acceptsAmountInput(input)).toBe(false);
    },
  );

  it.each([
    ['20', 20],
    ['1,000', 1000],
    ['1000', 1000],
    ['1,234,567.89', 1234567.89],
    ['12.5', 12.5],
    ['12.05', 12.05],
  ])('reads %j as %d, separators removed', (input, expected) => {
    expect(parseCustomAmount(input)).toBe(expected);
  });

  it.each(['', '0', '0.50', '1,00', '10,0000', '12.', '1,', '12.345', '-1', 'abc'])('has no amount for %j', (input) => {
    expect(parseCustomAmount(input)).toBeNull();
  });

  it('sends the preset when no custom amount is chosen, the parsed input otherwise', () => {
    expect(donationAmountToSend({ customAmountEnabled: false, amount: 40 })).toBe(40);
    expect(donationAmountToSend({ customAmountEnabled: true, amount: '2,500.5' })).toBe(2500.5);
    expect(donationAmountToSend({ customAmountEnabled: true, amount: '' })).toBeNull();
  });
});

describe('donation note', () => {
  it('keeps an edit up to 1000 characters', () => {
    const full = 'a'.repeat(MAX_DONATION_MESSAGE_LENGTH);
    expect(nextNote('', full)).toBe(full);
  });

  it('ignores an edit that would make it longer than 1000 characters', () => {
    const full = 'a'.repeat(MAX_DONATION_MESSAGE_LENGTH);
    expect(nextNote(full, `${full}b`)).toBe(full);
    expect(nextNote('hello', 'x'.repeat(5000))).toBe('hello');
  });

  it('is cleared by an empty value, and then sent as null', () => {
    expect(nextNote('hello', '')).toBe('');
    expect(noteToSend('')).toBeNull();
    expect(noteToSend('for the printer ink')).toBe('for the printer ink');
  });
});

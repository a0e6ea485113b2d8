import { afterEach, vi } from 'vitest';
import { packageListSchema } from '../../contract/schemas/package';
import { purchaserViewSchema } from '../../contract/schemas/purchaser-view';
import { redemptionSchema } from '../../contract/schemas/redemption';
import { readTolerantly } from './tolerant-read';

const mailed = {
  id: 1,
  name: 'std',
  publicFacingName: 'Standard mail',
  description: 'd',
  tracked: false,
  cost: 2,
  delivery: 'mail',
};
const printed = { ...mailed, id: 2, publicFacingName: 'Print at home', cost: 0, delivery: 'print' };

const view = {
  orderIdentifier: 'LG-1',
  paidAt: '2026-01-01T00:00:00Z',
  recipientName: 'Maya',
  fromName: 'Grandma',
  greeting: { header: 'Hi', lines: ['a'] },
  giftAmount: 40,
  total: 43,
  delivery: 'mail',
  afterGift: {
    trail: [{ kind: 'paid', at: '2026-01-01T00:00:00Z', text: 'You paid' }],
    open: true,
    backupOn: '2027-01-01T00:00:00Z',
    settings: { backupCharityId: null, notifyWhenUsed: true, remindersOn: true },
    charities: [{ id: 1, name: 'Books' }],
    neededMostRule: 'rule',
  },
};

describe('readTolerantly', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('passes fields it does not know, and drops them', () => {
    const result = readTolerantly(packageListSchema, [{ ...mailed, carbonGrams: 12 }], 'GET /package');
    expect(result).toEqual({ success: true, data: [mailed] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a list item with a value of a closed enum it does not know, and logs it', () => {
    const data = [mailed, { ...mailed, id: 3, delivery: 'pigeon' }, printed, { ...mailed, id: 4, delivery: 'drone' }];
    const result = readTolerantly(packageListSchema, data, 'GET /package');
    expect(result).toEqual({ success: true, data: [mailed, printed] });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('GET /package: dropped [3]');
    expect(data).toHaveLength(4);
  });

  it('reads a value of an open enum it does not know as "other", in a list item and in the answer itself', () => {
    const trail = [...view.afterGift.trail, { kind: 'framed', at: '2026-02-01', text: 'Your card was framed' }];
    const result = readTolerantly(
      purchaserViewSchema,
      { ...view, delivery: 'pigeon', afterGift: { ...view.afterGift, trail } },
      'POST /purchaserView',
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.delivery).toBe('other');
    expect(result.data.afterGift?.trail.map((event) => [event.kind, event.text])).toEqual([
      ['paid', 'You paid'],
      ['other', 'Your card was framed'],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('.delivery "pigeon" is not known here'));
  });

  it('reads a refusal reason it does not know as "other"', () => {
    const result = readTolerantly(redemptionSchema, { reason: 'frozen' }, 'POST /redemptionSession');
    expect(result).toEqual({ success: true, data: { reason: 'other' } });
  });

  it('still fails a broken shape: a wrong type, a missing field, an unknown value outside any list', () => {
    expect(readTolerantly(packageListSchema, [{ ...mailed, cost: 'two' }], 'GET /package').success).toBe(false);
    const { publicFacingName: _, ...nameless } = mailed;
    expect(readTolerantly(packageListSchema, [nameless], 'GET /package').success).toBe(false);
    expect(readTolerantly(packageListSchema, { ...mailed }, 'GET /package').success).toBe(false);
  });
});

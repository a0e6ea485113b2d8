import { addDays, ownTimeZone, sendOnRange } from '@littlegivers/shared/contract/send-day';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type GiftFlowState,
  giftFlowReducer,
  initialCard,
  initialGiftFlowState,
  initialShipping,
  isCardComplete,
  loadGiftFlowState,
  STORAGE_KEY,
  saveGiftFlowState,
} from './gift-flow-state';

const validCard = {
  purchaserName: 'Grandma',
  recipientName: 'Maya',
  greetingId: '1',
  customGreetingEnabled: false,
  customGreetingText: '',
  email: 'g@example.com',
  amount: 40,
  customAmountEnabled: false,
  donationEnabled: true,
};

function atStep2(): GiftFlowState {
  return giftFlowReducer(initialGiftFlowState(), { type: 'card-submitted', card: validCard });
}

describe('gift flow state (spec 4)', () => {
  it('moves 1 to 2 on a submitted card and 2 to 1 on back, never below 1', () => {
    const two = atStep2();
    expect(two.step).toBe(2);
    const one = giftFlowReducer(two, { type: 'back' });
    expect(one.step).toBe(1);
    expect(one.card).toEqual(validCard);
    expect(giftFlowReducer(one, { type: 'back' }).step).toBe(1);
  });

  it('refuses step 2 for an incomplete card and step 3 without a payment', () => {
    const fresh = initialGiftFlowState();
    expect(giftFlowReducer(fresh, { type: 'history-moved', step: 2 }).step).toBe(1);
    expect(giftFlowReducer(atStep2(), { type: 'history-moved', step: 3 }).step).toBe(2);
  });

  it('sets the payment-complete flag; stepping back keeps the receipt, a reset starts a fresh step 1', () => {
    const paid = giftFlowReducer(atStep2(), {
      type: 'payment-completed',
      completed: { recipientName: 'Maya', purchaserName: 'Grandma', amount: 40, orderIdentifier: 'LG-1' },
    });
    expect(paid).toMatchObject({ step: 3, completed: { orderIdentifier: 'LG-1' } });
    expect(giftFlowReducer(paid, { type: 'back' })).toBe(paid);
    const fresh = giftFlowReducer(paid, { type: 'reset' });
    expect(fresh).toMatchObject({ step: 1, completed: null, order: null });
    expect(fresh.card.recipientName).toBe('');
    expect(fresh.generation).toBe(paid.generation + 1);
  });

  it('persists the draft and its step; once paid, only what the thank-you step shows', () => {
    saveGiftFlowState(atStep2());
    expect(loadGiftFlowState()).toMatchObject({ step: 2, card: validCard });
    const withOrder = giftFlowReducer(atStep2(), { type: 'order-created', order });
    const paid = giftFlowReducer(withOrder, { type: 'payment-completed', completed: withReceipt });
    saveGiftFlowState(paid);
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({ version: 1, step: 3, completed: withReceipt });
    expect(loadGiftFlowState()).toEqual({ ...initialGiftFlowState(), step: 3, completed: withReceipt });
  });

  it('keeps a print-at-home receipt whole across a reload: its delivery and its download link', () => {
    const printed = {
      ...completed,
      downloadUrl: 'http://localhost:3100/api/cardDownload/abc',
      receipt: { total: 21, email: 'g@example.com', shipTo: [], delivery: 'print at home', mailBy: null },
    };
    saveGiftFlowState(giftFlowReducer(atStep2(), { type: 'payment-completed', completed: printed }));
    expect(loadGiftFlowState()).toEqual({ ...initialGiftFlowState(), step: 3, completed: printed });
  });

  it('stores nothing of a paid gift but its receipt facts, whatever else the object carries', () => {
    const paid = giftFlowReducer(atStep2(), {
      type: 'payment-completed',
      completed: { ...withReceipt, payPalOrderId: 'PAYPAL-1', cardNumber: '4111' } as typeof withReceipt,
    });
    saveGiftFlowState(paid);
    const stored = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(stored).not.toContain('PAYPAL-1');
    expect(stored).not.toContain('4111');
    expect(JSON.parse(stored)).not.toHaveProperty('card');
    expect(JSON.parse(stored)).not.toHaveProperty('order');
  });

  it('ignores a stored draft that is broken or claims step 2 with an incomplete card', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadGiftFlowState().step).toBe(1);
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, step: 2, card: { recipientName: 'Maya' }, shipping: {}, order: null }),
    );
    expect(loadGiftFlowState()).toMatchObject({ step: 1, card: { recipientName: 'Maya' } });
  });
});

const order = {
  id: '0b9e6c1e-5f7a-4c2d-9e3b-000000000007',
  orderIdentifier: 'LG-7',
  payPalOrderId: 'PP-7',
  payloadKey: '{"k":1}',
};
const completed = { recipientName: 'Maya', purchaserName: 'Grandma', amount: 40, orderIdentifier: 'LG-1' };
const withReceipt = {
  ...completed,
  receipt: {
    total: 41.73,
    email: 'g@example.com',
    shipTo: ['Ann Lee', '1 Main St'],
    delivery: null,
    mailBy: '2026-11-25',
  },
};

const startedGroup = {
  recipientName: 'Maya',
  email: 'g@example.com',
  shareUrl: 'http://localhost:3000/chip-in#share',
  organizerUrl: 'http://localhost:3000/my-group#organizer',
  closesAt: '2026-12-06T13:00:00.000Z',
};

describe('gift flow state: every transition', () => {
  it('starts a card at $20 with the $1 add-on on, no greeting chosen, shipping to the United States', () => {
    expect(initialGiftFlowState()).toEqual({
      step: 1,
      card: {
        purchaserName: '',
        recipientName: '',
        greetingId: '',
        customGreetingEnabled: false,
        customGreetingText: '',
        email: '',
        amount: 20,
        customAmountEnabled: false,
        donationEnabled: true,
        notifyWhenUsed: true,
      },
      shipping: {
        firstName: '',
        lastName: '',
        address1: '',
        address2: '',
        city: '',
        state: '',
        zipcode: '',
        country: 'United States',
        packageId: '',
      },
      ecard: null,
      order: null,
      completed: null,
      group: false,
      started: null,
      generation: 0,
    });
    expect(initialGiftFlowState(4).generation).toBe(4);
    expect(initialCard.donationEnabled).toBe(true);
  });

  it('hands out fresh copies of the initial card and shipping', () => {
    const state = initialGiftFlowState();
    expect(state.card).not.toBe(initialCard);
    expect(state.shipping).not.toBe(initialShipping);
  });

  it('keeps card and shipping edits without moving', () => {
    const card = { ...validCard, recipientName: 'Zoe' };
    const edited = giftFlowReducer(initialGiftFlowState(), { type: 'card-changed', card });
    expect(edited).toMatchObject({ step: 1, card });
    const shipping = { ...initialShipping, city: 'Springfield' };
    expect(giftFlowReducer(atStep2(), { type: 'shipping-changed', shipping })).toMatchObject({ step: 2, shipping });
  });

  it('stores the submitted card on the way to step 2', () => {
    expect(atStep2()).toMatchObject({ step: 2, card: validCard, order: null, completed: null });
  });

  it('remembers the posted order until it is discarded or paid', () => {
    const withOrder = giftFlowReducer(atStep2(), { type: 'order-created', order });
    expect(withOrder).toMatchObject({ step: 2, order });
    expect(giftFlowReducer(withOrder, { type: 'order-discarded' })).toEqual({ ...withOrder, order: null });
    const paid = giftFlowReducer(withOrder, { type: 'payment-completed', completed });
    expect(paid).toMatchObject({ step: 3, completed, order: null });
  });

  it('follows the history within the draft: back to 1, forward to 2 with a complete card', () => {
    const two = atStep2();
    const one = giftFlowReducer(two, { type: 'history-moved', step: 1 });
    expect(one).toEqual({ ...two, step: 1 });
    expect(giftFlowReducer(one, { type: 'history-moved', step: 2 })).toEqual(two);
    const incomplete = giftFlowReducer(one, { type: 'card-changed', card: { ...validCard, email: '' } });
    expect(giftFlowReducer(incomplete, { type: 'history-moved', step: 2 })).toBe(incomplete);
    // Back to step 1 is always allowed, also with a card made incomplete on step 2.
    const editedOnTwo = giftFlowReducer(two, { type: 'card-changed', card: { ...validCard, email: '' } });
    expect(giftFlowReducer(editedOnTwo, { type: 'history-moved', step: 1 }).step).toBe(1);
    expect(giftFlowReducer(editedOnTwo, { type: 'back' }).step).toBe(1);
  });

  it('stays on the thank-you step wherever the history points once paid', () => {
    const paid = giftFlowReducer(atStep2(), { type: 'payment-completed', completed });
    for (const step of [1, 2, 3] as const) {
      expect(giftFlowReducer(paid, { type: 'history-moved', step })).toBe(paid);
    }
  });

  it('resets to a fresh card with the next generation', () => {
    const edited = giftFlowReducer(atStep2(), { type: 'order-created', order });
    expect(giftFlowReducer(edited, { type: 'reset' })).toEqual(initialGiftFlowState(edited.generation + 1));
  });

  it("returns to step 1 on the shell's 'gift now', keeping the card, the ship-to and the posted order", () => {
    const edited = giftFlowReducer(atStep2(), { type: 'order-created', order });
    const back = giftFlowReducer(edited, { type: 'flow-restarted' });
    expect(back).toEqual({ ...edited, step: 1 });
  });

  it("starts a new gift on the shell's 'gift now' once paid", () => {
    const paid = giftFlowReducer(atStep2(), { type: 'payment-completed', completed });
    expect(giftFlowReducer(paid, { type: 'flow-restarted' })).toEqual(initialGiftFlowState(paid.generation + 1));
  });

  it('chooses a group card at step 1 (dropping a posted order), and back to a card from me alone', () => {
    const withOrder = giftFlowReducer(atStep2(), { type: 'order-created', order });
    const group = giftFlowReducer(withOrder, { type: 'giving-chosen', group: true });
    expect(group).toMatchObject({ group: true, order: null, card: validCard });
    expect(giftFlowReducer(group, { type: 'giving-chosen', group: true })).toBe(group);
    expect(giftFlowReducer(group, { type: 'giving-chosen', group: false })).toMatchObject({ group: false });
  });

  it('shows a started group card on step 3 with a fresh draft behind it; history and gift now do not reopen it', () => {
    const group = giftFlowReducer(atStep2(), { type: 'giving-chosen', group: true });
    const started = giftFlowReducer(group, { type: 'group-started', started: startedGroup });
    expect(started).toEqual({ ...initialGiftFlowState(group.generation), step: 3, started: startedGroup });
    for (const step of [1, 2, 3] as const) {
      expect(giftFlowReducer(started, { type: 'history-moved', step })).toBe(started);
    }
    expect(giftFlowReducer(started, { type: 'flow-restarted' })).toEqual(initialGiftFlowState(started.generation + 1));
  });

  it('tells a complete card from an incomplete one', () => {
    expect(isCardComplete(validCard)).toBe(true);
    expect(isCardComplete(initialCard)).toBe(false);
    expect(isCardComplete({ ...validCard, amount: 0 })).toBe(false);
  });
});

describe('gift flow persistence', () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps a group card's choice across a reload, and never a started group's links", () => {
    const group = giftFlowReducer(atStep2(), { type: 'giving-chosen', group: true });
    saveGiftFlowState(group);
    expect(loadGiftFlowState()).toMatchObject({ step: 2, group: true, card: validCard });
    saveGiftFlowState(giftFlowReducer(group, { type: 'group-started', started: startedGroup }));
    const stored = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(stored).not.toContain('chip-in');
    expect(stored).not.toContain('my-group');
    expect(loadGiftFlowState()).toEqual(initialGiftFlowState());
  });

  it('stores version 1 with the step (3 stored as 1), the card, the shipping and the order', () => {
    const withOrder = giftFlowReducer(atStep2(), { type: 'order-created', order });
    saveGiftFlowState(withOrder);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      version: 1,
      step: 2,
      card: validCard,
      shipping: initialShipping,
      order,
    });
    saveGiftFlowState({ ...withOrder, step: 3 });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null').step).toBe(1);
    saveGiftFlowState({ ...withOrder, step: 1 });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null').step).toBe(1);
  });

  it('restores the draft with its order, defaults for fields it lacks, and always the United States', () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        step: 2,
        // A draft saved without the $1 add-on's field gets its default: on.
        card: { ...validCard, donationEnabled: undefined },
        shipping: { city: 'Springfield', country: 'Canada' },
        order,
      }),
    );
    const loaded = loadGiftFlowState();
    expect(loaded).toEqual({
      ...initialGiftFlowState(),
      step: 2,
      card: { ...validCard, donationEnabled: true, notifyWhenUsed: true },
      shipping: { ...initialShipping, city: 'Springfield', country: 'United States' },
      order,
    });
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, step: 1, card: { recipientName: 'Maya' }, shipping: {}, order: null }),
    );
    expect(loadGiftFlowState().card).toEqual({ ...initialCard, recipientName: 'Maya' });
    // A draft saved on step 1 opens on step 1, even with a complete card.
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, step: 1, card: validCard, shipping: {}, order: null }),
    );
    expect(loadGiftFlowState()).toMatchObject({ step: 1, card: validCard });
  });

  it("keeps step 2's e-card fields across a reload; a day gone by becomes today, an unknown zone the browser's", () => {
    const later = addDays(sendOnRange('Asia/Tokyo').first, 10);
    const ecard = { grownUpName: 'Pat', grownUpEmail: 'pat@example.com', sendOn: later, timeZone: 'Asia/Tokyo' };
    const edited = giftFlowReducer(atStep2(), { type: 'ecard-changed', ecard });
    expect(edited).toMatchObject({ step: 2, ecard });
    saveGiftFlowState(edited);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null').ecard).toEqual(ecard);
    expect(loadGiftFlowState()).toMatchObject({ step: 2, card: validCard, ecard });

    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        ...stored,
        ecard: { ...ecard, sendOn: '2001-01-01', timeZone: 'Mars/Olympus', grownUpName: 7 },
      }),
    );
    expect(loadGiftFlowState().ecard).toEqual({
      grownUpName: '',
      grownUpEmail: 'pat@example.com',
      sendOn: sendOnRange(ownTimeZone()).first,
      timeZone: ownTimeZone(),
    });
    // Untouched fields are not stored; a reset forgets them.
    saveGiftFlowState(atStep2());
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).not.toHaveProperty('ecard');
    expect(giftFlowReducer(edited, { type: 'reset' }).ecard).toBeNull();
  });

  it('starts fresh with nothing stored, another version, or a stored step 3', () => {
    expect(loadGiftFlowState()).toEqual(initialGiftFlowState());
    const draft = { step: 2, card: validCard, shipping: {}, order: null };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...draft, version: 2 }));
    expect(loadGiftFlowState()).toEqual(initialGiftFlowState());
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...draft, version: 1, step: 3 }));
    expect(loadGiftFlowState()).toEqual(initialGiftFlowState());
  });

  it('keeps working when the browser blocks or fills the storage', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(loadGiftFlowState()).toEqual(initialGiftFlowState());
      expect(() => saveGiftFlowState(atStep2())).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => saveGiftFlowState(atStep2())).not.toThrow();
      expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    } finally {
      full.mockRestore();
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  type GiftFlowState,
  giftFlowReducer,
  initialGiftFlowState,
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

  it('sets the payment-complete flag, and stepping back afterwards starts a fresh step 1', () => {
    const paid = giftFlowReducer(atStep2(), {
      type: 'payment-completed',
      completed: { recipientName: 'Maya', purchaserName: 'Grandma', amount: 40, orderIdentifier: 'LG-1' },
    });
    expect(paid).toMatchObject({ step: 3, completed: { orderIdentifier: 'LG-1' } });
    const fresh = giftFlowReducer(paid, { type: 'back' });
    expect(fresh).toMatchObject({ step: 1, completed: null, order: null });
    expect(fresh.card.recipientName).toBe('');
    expect(fresh.generation).toBe(paid.generation + 1);
  });

  it('persists the draft and its step, but not a finished payment', () => {
    saveGiftFlowState(atStep2());
    expect(loadGiftFlowState()).toMatchObject({ step: 2, card: validCard });
    const paid = giftFlowReducer(atStep2(), {
      type: 'payment-completed',
      completed: { recipientName: 'Maya', purchaserName: '', amount: 40, orderIdentifier: 'LG-1' },
    });
    saveGiftFlowState(paid);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(loadGiftFlowState()).toMatchObject({ step: 1, completed: null });
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

/**
 * The gift flow's state (spec section 4): the step, the card being built, the ship-to form, the
 * e-card fields, the order posted for payment and the completed gift. Pure: a reducer plus its persistence.
 * Once paid, the thank-you step (the receipt) stays until a new gift is started: Back and reload
 * show it again, so nobody is invited to pay a second time.
 */
import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { cardFormSchema } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { DEFAULT_COUNTRY, type ShippingFormInput } from '@littlegivers/shared/contract/schemas/ship-to';
import * as z from 'zod/mini';
import { type EcardFieldValues, restoredEcardFields } from '../components/EcardFields';
import type { StartedGroup } from '../features/group/components/GroupStarted';
import { type PostedOrder, postedOrderSchema } from '../features/payment/api/order-payment';
import type { CompletedGift } from '../features/thank-you/components/ThankYouStep';

export type GiftStep = 1 | 2 | 3;

export interface GiftFlowState {
  step: GiftStep;
  card: CardFormInput;
  shipping: ShippingFormInput;
  /** Step 2's e-card fields (grown-up, day, zone) once edited; null: the fields' fresh defaults. */
  ecard: EcardFieldValues | null;
  /** The order posted for payment and not yet paid: reused while the payload stays the same. */
  order: PostedOrder | null;
  /** Set once the payment is confirmed: what step 3 shows (kept for the tab, never a payment detail). */
  completed: CompletedGift | null;
  /** A group card (docs/group-gifts.md): step 2 starts the group instead of paying. */
  group: boolean;
  /** Set once the group card is started: step 3 shows its two links (never stored: they are secrets). */
  started: StartedGroup | null;
  /** Bumped by every reset so the forms remount with fresh values. */
  generation: number;
}

export const initialCard: CardFormInput = {
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
};

export const initialShipping: ShippingFormInput = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: DEFAULT_COUNTRY,
  packageId: '',
};

export function initialGiftFlowState(generation = 0): GiftFlowState {
  return {
    step: 1,
    card: { ...initialCard },
    shipping: { ...initialShipping },
    ecard: null,
    order: null,
    completed: null,
    group: false,
    started: null,
    generation,
  };
}

export type GiftFlowAction =
  | { type: 'card-changed'; card: CardFormInput }
  | { type: 'card-submitted'; card: CardFormInput }
  | { type: 'giving-chosen'; group: boolean }
  | { type: 'shipping-changed'; shipping: ShippingFormInput }
  | { type: 'ecard-changed'; ecard: EcardFieldValues }
  | { type: 'back' }
  | { type: 'history-moved'; step: GiftStep }
  | { type: 'order-created'; order: PostedOrder }
  | { type: 'order-discarded' }
  | { type: 'payment-completed'; completed: CompletedGift }
  | { type: 'group-started'; started: StartedGroup }
  | { type: 'flow-restarted' }
  | { type: 'reset' };

export function isCardComplete(card: CardFormInput): boolean {
  return cardFormSchema.safeParse(card).success;
}

export function giftFlowReducer(state: GiftFlowState, action: GiftFlowAction): GiftFlowState {
  switch (action.type) {
    case 'card-changed':
      return { ...state, card: action.card };
    case 'card-submitted':
      return { ...state, card: action.card, step: 2 };
    case 'giving-chosen':
      return state.group === action.group ? state : { ...state, group: action.group, order: null };
    case 'shipping-changed':
      return { ...state, shipping: action.shipping };
    case 'ecard-changed':
      return { ...state, ecard: action.ecard };
    case 'back':
      return giftFlowReducer(state, { type: 'history-moved', step: Math.max(1, state.step - 1) as GiftStep });
    case 'history-moved': {
      // A paid gift never reopens the payment: any history entry shows its receipt again (a
      // new gift starts with 'reset').
      if (state.completed || state.started) return state;
      if (action.step === 3) return state;
      if (action.step === 2 && !isCardComplete(state.card)) return state;
      return { ...state, step: action.step };
    }
    case 'order-created':
      return { ...state, order: action.order };
    case 'order-discarded':
      return { ...state, order: null };
    case 'payment-completed':
      return { ...state, step: 3, completed: action.completed, order: null };
    case 'group-started':
      // The draft is done with (a reload opens a fresh step 1; the links are in the organizer's mail).
      return { ...initialGiftFlowState(state.generation), step: 3, started: action.started };
    case 'flow-restarted':
      // The shell's 'gift now' (spec 2: back to step 1): what was typed stays, only 'reset' clears
      // it; after a payment it starts a new gift (spec 4).
      return state.completed || state.started ? initialGiftFlowState(state.generation + 1) : { ...state, step: 1 };
    case 'reset':
      return initialGiftFlowState(state.generation + 1);
  }
}

// --- Persistence (session storage, this tab only): a reload keeps the card being built, step 2's
// fields (the ship-to, or the e-card's grown-up, day and zone) and its step, or, once paid, the receipt of the thank-you step. Never a payment detail: a paid gift
// keeps what step 3 shows and nothing else (no card form, no order, no PayPal id).

export const STORAGE_KEY = 'littlegivers.gift-flow';

const draftSchema = z.object({
  version: z.literal(1),
  step: z.union([z.literal(1), z.literal(2)]),
  card: z.record(z.string(), z.unknown()),
  shipping: z.record(z.string(), z.unknown()),
  /** The e-card fields of step 2, once edited. */
  ecard: z.optional(z.record(z.string(), z.unknown())),
  order: z.nullable(postedOrderSchema),
  /** A group card is being built. */
  group: z.optional(z.boolean()),
});

const receiptSchema = z.object({
  total: z.nullable(z.number()),
  email: z.string(),
  shipTo: z.array(z.string()),
  delivery: z.nullable(z.string()),
  mailBy: z.nullable(z.string()),
});

const completedSchema = z.object({
  recipientName: z.string(),
  purchaserName: z.string(),
  amount: z.number(),
  orderIdentifier: z.string(),
  receipt: z.optional(receiptSchema),
  downloadUrl: z.optional(z.nullable(z.string())),
  ecardNote: z.optional(z.nullable(z.string())),
  cardState: z.optional(z.nullable(z.string())),
});

const paidSchema = z.object({ version: z.literal(1), step: z.literal(3), completed: completedSchema });

/** Exactly the thank-you step's facts (a copy made field by field: nothing else reaches the storage). */
function completedToStore(completed: CompletedGift): z.output<typeof completedSchema> {
  const { recipientName, purchaserName, amount, orderIdentifier, receipt, downloadUrl, ecardNote, cardState } =
    completed;
  return {
    recipientName,
    purchaserName,
    amount,
    orderIdentifier,
    // A print-at-home card's own download link (the purchaser's, as in their receipt): after a
    // reload the thank-you step still offers the PDF.
    ...(downloadUrl ? { downloadUrl } : {}),
    ...(ecardNote ? { ecardNote } : {}),
    ...(cardState ? { cardState } : {}),
    ...(receipt
      ? {
          receipt: {
            total: receipt.total,
            email: receipt.email,
            shipTo: [...receipt.shipTo],
            delivery: receipt.delivery,
            mailBy: receipt.mailBy,
          },
        }
      : {}),
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadGiftFlowState(): GiftFlowState {
  const fresh = initialGiftFlowState();
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return fresh;
    const stored: unknown = JSON.parse(raw);
    const paid = paidSchema.safeParse(stored);
    if (paid.success) return { ...fresh, step: 3, completed: completedToStore(paid.data.completed) };
    const parsed = draftSchema.safeParse(stored);
    if (!parsed.success) return fresh;
    const card = { ...initialCard, ...parsed.data.card } as CardFormInput;
    const shipping = { ...initialShipping, ...parsed.data.shipping, country: DEFAULT_COUNTRY } as ShippingFormInput;
    const step: GiftStep = parsed.data.step === 2 && isCardComplete(card) ? 2 : 1;
    const ecard = parsed.data.ecard ? restoredEcardFields(parsed.data.ecard) : null;
    const group = parsed.data.group === true;
    return { ...fresh, step, card, shipping, ecard, order: group ? null : parsed.data.order, group };
  } catch {
    return fresh;
  }
}

export function saveGiftFlowState(state: GiftFlowState): void {
  const store = storage();
  if (!store) return;
  try {
    if (state.completed) {
      const paid: z.input<typeof paidSchema> = { version: 1, step: 3, completed: completedToStore(state.completed) };
      // The draft goes first: a full storage must not leave the paid order's draft behind.
      store.removeItem(STORAGE_KEY);
      store.setItem(STORAGE_KEY, JSON.stringify(paid));
      return;
    }
    const persisted: z.input<typeof draftSchema> = {
      version: 1,
      step: state.step === 2 ? 2 : 1,
      card: state.card,
      shipping: state.shipping,
      ...(state.ecard ? { ecard: state.ecard } : {}),
      order: state.order,
      ...(state.group ? { group: true } : {}),
    };
    store.setItem(STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage full or blocked: the flow still works, only a reload loses the draft (or the receipt).
  }
}

/**
 * content-mfe's contract with the API: the requests its screens make and the answers they rely
 * on, with the shapes the shared zod schemas parse. Component tests run against a Pact mock server
 * answering these (shared/src/testing/pact/api-pact.ts), so the real fetchers, zod parsing and
 * react-query run as they do in the browser, and the API verifies the same interactions.
 */
import type { FaqItem } from '@littlegivers/shared/contract/schemas/faq-item';
import type { FunIdea } from '@littlegivers/shared/contract/schemas/fun-idea';
import type { Impact } from '@littlegivers/shared/contract/schemas/impact';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import {
  type ApiInteraction,
  anyId,
  apiPact,
  fromState,
  listContaining,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { afterEach, beforeEach, vi } from 'vitest';

const { integer, like } = MatchersV3;

export const api = apiPact('content-mfe');

/** GET /FAQ: questions with HTML answers (`example` names what the answers show). */
export function faqListed(example: string, items: FaqItem[]): ApiInteraction {
  return {
    description: `a request for the FAQ (${example})`,
    request: { method: 'GET', path: '/FAQ' },
    response: { status: 200, body: listLike(items.map(anyId)) },
  };
}

/** GET /FunIdeas: idea cards, some with an icon, some without (iconUrl null). */
export function funIdeasListed(ideas: FunIdea[]): ApiInteraction {
  return {
    description: 'a request for the fun ideas, with and without icons',
    request: { method: 'GET', path: '/FunIdeas' },
    response: { status: 200, body: listContaining(ideas) },
  };
}

/** GET /RedemptionOrganizations: every organization, active and inactive (`example`: which). */
export function organizationsListed(example: string, organizations: RedemptionOrganization[]): ApiInteraction {
  return {
    description: `a request for every charity (${example})`,
    request: { method: 'GET', path: '/RedemptionOrganizations' },
    response: {
      status: 200,
      body: listContaining(organizations),
    },
  };
}

/**
 * GET /impact: the public ledger with one charity's paid gifts (the provider state records a
 * payout through the API's own disbursement service). Figures match by type: they are the API's.
 */
export function impactListed(ledger: Impact): ApiInteraction {
  return {
    description: 'a request for the public ledger, after a payout',
    states: [{ name: 'three gifts chosen for one charity and paid out' }],
    request: { method: 'GET', path: '/impact' },
    response: { status: 200, body: like(ledger) },
  };
}

/** The donation the tests make: its id and PayPal order (from the provider state when verified). */
export const DONATION_ID = 77;
export const DONATION_PAYPAL_ORDER_ID = 'PAYPAL-ORDER-1';

/** POST /donation, with or without a note: the donation and its PayPal order. */
export function donationCreated(note: 'with a note' | 'without a note'): ApiInteraction {
  return {
    description: `a donation ${note}`,
    request: {
      method: 'POST',
      path: '/donation',
      body: like({ message: note === 'with a note' ? 'keep the lights on!' : null, amount: 20 }),
    },
    response: {
      status: 200,
      body: like({ id: integer(DONATION_ID), amount: 20, payPalOrderId: DONATION_PAYPAL_ORDER_ID }),
    },
  };
}

const paymentPath = fromState('/donation/:donationId/paypalData', `/donation/${DONATION_ID}/paypalData`, {
  path: true,
});

function paymentData() {
  return {
    payPalId: fromState(':payPalOrderId', DONATION_PAYPAL_ORDER_ID),
    intent: 'CAPTURE',
    state: 'APPROVED',
    cart: null,
    createTime: like('2026-11-26T10:00:00.000Z'),
    transactions: [],
    payerId: like('STANDINPAYER1'),
  };
}

/** POST /donation/{id}/paypalData after the payer approved: the captured donation. */
export const donationPaid: ApiInteraction = {
  description: 'the payment data of an approved donation',
  states: [{ name: 'a donation the payer approved at PayPal' }],
  request: { method: 'POST', path: paymentPath, body: paymentData() },
  response: { status: 200, body: like({ id: integer(DONATION_ID), status: 'paid' }) },
};

/** POST /donation/{id}/paypalData when the capture fails: 402 declined, 422 not approved. */
export function donationNotAuthorized(status: 402 | 422): ApiInteraction {
  const [state, message] =
    status === 402
      ? ['a donation whose card PayPal declined', 'your payment was declined']
      : ['a donation the payer has not approved at PayPal', 'The payment has not been approved by the buyer.'];
  return {
    description: `the payment data of a donation PayPal does not capture (${status})`,
    states: [{ name: state }],
    request: { method: 'POST', path: paymentPath, body: paymentData() },
    response: { status, body: like({ message }) },
  };
}

/** Fresh query cache per test, no retry delay: a failure shows at once. */
export function useCleanQueryClient(): void {
  beforeEach(() => {
    getQueryClient().setDefaultOptions({ queries: { retry: false, staleTime: 60_000 }, mutations: { retry: 0 } });
  });
  afterEach(() => {
    getQueryClient().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

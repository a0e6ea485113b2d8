/**
 * Test harness for the gift flow: the real screen under a memory router, and the examples of the
 * API's answers in the shapes of the shared schemas (the Pact interactions of api-contract.ts
 * answer with them).
 */

import { WRITTEN_GREETING } from '@littlegivers/shared/contract/greeting';
import type { CardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { Package } from '@littlegivers/shared/contract/schemas/package';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig, type RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import GiftFlow from '../screens/GiftFlow';

export const cardTypes: CardType[] = [
  {
    id: 1,
    name: 'birthday',
    displayName: 'birthday',
    publicFacingName: 'Happy Birthday',
    customText: false,
    anonymous: false,
    header: 'Happy birthday, {recipient_name}!',
    line1: 'love, {purchaser_name}',
    line2: null,
    line3: null,
  },
  {
    id: 2,
    name: 'custom-message',
    displayName: 'Custom Message',
    publicFacingName: 'Custom Message',
    ...WRITTEN_GREETING,
  },
  {
    id: 3,
    name: 'custom',
    displayName: 'custom',
    publicFacingName: 'Write your own',
    ...WRITTEN_GREETING,
  },
  {
    id: 4,
    name: 'thinking',
    displayName: 'thinking of you',
    publicFacingName: 'Thinking of You',
    customText: false,
    anonymous: true,
    header: 'Thinking of you, {recipient_name}',
    line1: null,
    line2: null,
    line3: null,
  },
];

export const packages: Package[] = [
  {
    id: 1,
    name: 'standard',
    publicFacingName: 'Standard mail',
    description: 'First-class stamp, arrives in 3-5 days',
    tracked: false,
    cost: 0.73,
    delivery: 'mail',
  },
  {
    id: 2,
    name: 'tracked',
    publicFacingName: 'Tracked mail',
    description: 'USPS with tracking',
    tracked: true,
    cost: 5,
    delivery: 'mail',
  },
  {
    id: 4,
    name: 'print-at-home',
    publicFacingName: 'print at home',
    description: 'Download the card as a PDF right after paying and print it yourself.',
    tracked: false,
    cost: 0,
    delivery: 'print',
  },
];

/** The order's public id in the answers below (the API hands out random UUIDs). */
export const ORDER_ID = '0b9e6c1e-5f7a-4c2d-9e3b-7a1d2c4f6e81';

export const orderResponse = {
  id: ORDER_ID,
  orderIdentifier: 'LG-0041',
  status: 'prePaymentAuthorization',
  lineItems: [
    { lineItem: 'giftAmount', amount: 40 },
    { lineItem: 'shipping', amount: 0.73 },
    { lineItem: 'donation', amount: 1 },
  ],
  total: 41.73,
  payPalOrderId: 'PAYPAL-ORDER-1',
};

/** The paid answer of a print-at-home order: no mailing day, the card's secret download link. */
export const DOWNLOAD_URL = 'http://localhost:3100/api/cardDownload/Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC10b2tlbi0x';
export const printedPaidResponse = {
  status: 'paid',
  orderIdentifier: 'LG-0042',
  paymentMethod: 'paypal',
  total: 41,
  delivery: 'print',
  downloadUrl: DOWNLOAD_URL,
};

export const paidResponse = {
  status: 'paid',
  orderIdentifier: 'LG-0041',
  paymentMethod: 'paypal',
  total: 41.73,
  mailBy: '2026-11-25',
};

/** The order answer of a print-at-home order: no postage. */
export const printedOrderResponse = {
  ...orderResponse,
  orderIdentifier: 'LG-0042',
  lineItems: [
    { lineItem: 'giftAmount', amount: 40 },
    { lineItem: 'shipping', amount: 0 },
    { lineItem: 'donation', amount: 1 },
  ],
  total: 41,
};

export function resetEnvironment(config: Partial<RuntimeConfig> = {}) {
  getQueryClient().clear();
  sessionStorage.clear();
  // The API stays where the test put it (a Pact mock server, api-contract.ts).
  $runtimeConfig.set({ ...localRuntimeConfig, apiBaseUrl: $runtimeConfig.get().apiBaseUrl, ...config });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

/** Renders the flow at /gift-now (a /kidspage route stands for the redeem remote). */
export function renderGiftFlow(path = '/gift-now') {
  const router = createMemoryRouter(
    [
      { path: '/gift-now', element: <GiftFlow /> },
      { path: '/kidspage', element: <p>kidspage</p> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

export async function stepTitle(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/** Fills step 1 with a valid card (chosen greeting, $40). */
export async function fillCard(user: ReturnType<typeof userEvent.setup>, values: { email?: string } = {}) {
  await user.selectOptions(await screen.findByLabelText('greeting'), 'Happy Birthday');
  await user.type(screen.getByLabelText('to'), 'Maya');
  await user.type(screen.getByLabelText('from'), 'Grandma');
  await user.type(screen.getByLabelText('your email'), values.email ?? 'grandma@example.com');
  await user.click(screen.getByRole('radio', { name: '$40' }));
}

/** Step 2's shipping methods have loaded (GET /package answered). */
export function shippingMethodsShown() {
  return screen.findByRole('option', { name: /^Standard mail/ });
}

/** Fills step 2 with a valid address and the standard shipping method. */
export async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('first name'), 'Ann');
  await user.type(screen.getByLabelText('last name'), 'Lee');
  await user.type(screen.getByLabelText('address'), '1 Main St');
  await user.type(screen.getByLabelText('city'), 'Springfield');
  await user.selectOptions(screen.getByLabelText('state'), 'IL');
  await user.type(screen.getByLabelText('zipcode'), '62701');
  await user.selectOptions(screen.getByLabelText('shipping method'), 'Standard mail ($0.73)');
}

export function errorFor(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const node = ids.map((id) => document.getElementById(id)).find(Boolean);
  return node?.textContent ?? null;
}

/** The card preview's greeting as drawn: its lines (the SVG's header texts) and their size. */
export function previewHeader() {
  const texts = Array.from(screen.getByTestId('card-preview').querySelectorAll('text[font-weight="800"]'));
  const baselines = texts.map((text) => Number(text.getAttribute('y')));
  return {
    lines: texts.map((text) => text.textContent ?? ''),
    fontSizes: [...new Set(texts.map((text) => text.getAttribute('font-size')))],
    /** The distance between consecutive baselines (none for one line). */
    lineSteps: [
      ...new Set(baselines.slice(1).map((y, index) => Math.round((y - (baselines[index] ?? 0)) * 100) / 100)),
    ],
  };
}

/** The card preview's accessible picture, named by everything the card says. */
export function previewCard() {
  return within(screen.getByTestId('card-preview')).getByRole('img');
}

export { within };

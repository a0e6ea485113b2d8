import { type APIRequestContext, expect } from '@playwright/test';
import { appUrls } from './env';

const apiOrigin = new URL(appUrls.api).origin;

/** A valid order payload, as the gift flow posts it. */
export async function orderPayload(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const packages = (await (await request.get(`${appUrls.api}/package`)).json()) as { id: number; cost: number }[];
  const cardTypes = (await (await request.get(`${appUrls.api}/cardtype`)).json()) as {
    id: number;
    displayName: string;
  }[];
  return {
    purchaseAccount: { emailAddress: 'qa@example.com' },
    status: 'prePaymentAuthorization',
    fromName: 'QA',
    recipientName: 'Robin',
    shippingFirstName: 'Pat',
    shippingLastName: 'Lee',
    shippingAddress1: '1 Main St',
    shippingAddress2: '',
    shippingCity: 'Springfield',
    shippingState: 'IL',
    shippingCountry: 'United States',
    shippingZip: '62701',
    package: packages[0]?.id,
    cardType: cardTypes.find((type) => type.displayName !== 'custom')?.id,
    customMessage: null,
    headerFontSize: 32,
    headerLineHeight: 44,
    cardTemplateId: 1,
    payPalData: null,
    lineItems: [
      { lineItem: 'giftAmount', amount: 20 },
      { lineItem: 'donation', amount: 1 },
    ],
    ...overrides,
  };
}

export interface CreatedOrder {
  /** The order's public id (a random UUID). */
  id: string;
  orderIdentifier: string;
  total: number;
  payPalOrderId: string;
  lineItems: { lineItem: string; amount: number }[];
}

export async function createOrder(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${appUrls.api}/Order`, { data: await orderPayload(request, overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CreatedOrder;
}

/** The buyer's action at the PayPal stand-in (approve, decline or cancel). */
export async function buyer(
  request: APIRequestContext,
  payPalOrderId: string,
  action: 'approve' | 'decline' | 'cancel',
) {
  const response = await request.post(`${apiOrigin}/paypal-fake/buyer/orders/${payPalOrderId}/${action}`);
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export function paymentData(payPalId: string) {
  return {
    payPalId,
    intent: 'CAPTURE',
    state: 'APPROVED',
    createTime: new Date().toISOString(),
    payerId: 'FAKEPAYER123',
  };
}

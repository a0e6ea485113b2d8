import { validOrderPayload } from '@littlegivers/shared/contract/order-payload-example';
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
  return validOrderPayload({
    purchaseAccount: { emailAddress: 'qa@example.com' },
    fromName: 'QA',
    recipientName: 'Robin',
    shippingAddress2: '',
    package: packages[0]?.id,
    cardType: cardTypes.find((type) => type.displayName !== 'custom')?.id,
    ...overrides,
  });
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

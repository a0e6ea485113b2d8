/// <reference lib="dom" />
/**
 * The fake PayPal browser SDK, run in a DOM (jsdom) against the API, exactly as
 * <PayPalButtons> drives it: Buttons(options) → isEligible() → render(container) → click →
 * createOrder → dialog "PayPal test checkout" → onApprove / onCancel / onError.
 */
import { JSDOM } from 'jsdom';
import { fakeSdkScript } from '../src/paypal/fake-sdk';
import { buildTestApp, createOrder, paymentData, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface FakeButtons {
  isEligible(): boolean;
  render(container: Element): Promise<void>;
  close(): Promise<void>;
}
type PayPalNamespace = { Buttons(options: Record<string, unknown>): FakeButtons; version: string };

function browser() {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost:5555/gift-now',
    runScripts: 'outside-only',
  });
  const window = dom.window as unknown as Window & { paypal?: PayPalNamespace; eval(code: string): void };
  // Script loaded from the API's origin, like <script src="http://localhost:3100/paypal-fake/sdk/js">.
  Object.defineProperty(window.document, 'currentScript', {
    configurable: true,
    value: { src: 'http://localhost:3100/paypal-fake/sdk/js?client-id=fake-client-id&currency=USD' },
  });
  const calls: string[] = [];
  (window as unknown as { fetch: unknown }).fetch = async (
    input: string,
    init?: { method?: string; body?: string },
  ) => {
    const url = new URL(input);
    calls.push(`${init?.method ?? 'GET'} ${url.origin}${url.pathname}`);
    const response = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3001' },
      ...(init?.body ? { payload: init.body } : {}),
    });
    return { ok: response.statusCode < 300, status: response.statusCode, json: async () => response.json() };
  };
  window.eval(fakeSdkScript());
  const paypal = window.paypal;
  if (!paypal) throw new Error('window.paypal missing');
  return { window, document: window.document, paypal, calls };
}

async function until<T>(get: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = get();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

function buttonNamed(root: ParentNode, name: string) {
  return [...root.querySelectorAll('button')].find((button) => button.textContent === name);
}

async function checkout(choice: string) {
  const { document, paypal, calls } = browser();
  const order = await createOrder(t.app);
  const events: [string, unknown][] = [];
  const buttons = paypal.Buttons({
    createOrder: async () => order.payPalOrderId,
    onApprove: async (data: { orderID: string; payerID: string }) => {
      events.push(['approve', data]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/Order/${order.id}/paypalData`,
        payload: { ...paymentData(data.orderID), payerId: data.payerID },
      });
      events.push(['paypalData', response.statusCode]);
    },
    onCancel: (data: unknown) => events.push(['cancel', data]),
    onError: (error: Error) => events.push(['error', error.message]),
  });
  expect(buttons.isEligible()).toBe(true);
  const container = document.createElement('div');
  document.body.appendChild(container);
  await buttons.render(container);
  const pay = buttonNamed(container, 'Pay with PayPal');
  // One real, enabled button, the only thing the SDK draws in its container.
  expect(pay?.tagName).toBe('BUTTON');
  expect(pay?.type).toBe('button');
  expect(pay?.disabled).toBe(false);
  expect(container.children).toHaveLength(1);
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  pay?.click();
  const dialog = await until(() => document.querySelector('[role="dialog"]'));
  const titleId = dialog.getAttribute('aria-labelledby') ?? '';
  expect(document.getElementById(titleId)?.textContent).toBe('PayPal test checkout');
  expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
    'Approve payment',
    'Decline card',
    'Cancel payment',
    'Simulate error',
  ]);
  buttonNamed(dialog, choice)?.click();
  await until(() => events.length > 0 && (events[0]?.[0] !== 'approve' || events.length > 1));
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  return { events, order, calls, buttons, container };
}

describe('fake PayPal SDK', () => {
  it('defines window.paypal.Buttons', () => {
    const { paypal } = browser();
    expect(typeof paypal.Buttons).toBe('function');
    expect(paypal.version).toContain('fake');
  });

  it('Approve payment: onApprove gets the order id and the server capture answers 200', async () => {
    const { events, order, calls } = await checkout('Approve payment');
    expect(events[0]).toEqual([
      'approve',
      expect.objectContaining({ orderID: order.payPalOrderId, payerID: 'FAKEPAYER123' }),
    ]);
    expect(events[1]).toEqual(['paypalData', 200]);
    expect(calls).toContain(`POST http://localhost:3100/paypal-fake/buyer/orders/${order.payPalOrderId}/approve`);
  });

  it('Decline card: onApprove is called and the server answers 402', async () => {
    const { events } = await checkout('Decline card');
    expect(events.map(([name]) => name)).toEqual(['approve', 'paypalData']);
    expect(events[1]).toEqual(['paypalData', 402]);
  });

  it('Cancel payment calls onCancel; Simulate error calls onError', async () => {
    const cancelled = await checkout('Cancel payment');
    expect(cancelled.events).toEqual([['cancel', { orderID: cancelled.order.payPalOrderId }]]);
    const failed = await checkout('Simulate error');
    expect(failed.events).toEqual([['error', 'Simulated PayPal error']]);
  });

  it('honours onInit disable/enable and close()', async () => {
    const { document, paypal } = browser();
    let actions: { disable(): Promise<void>; enable(): Promise<void> } | undefined;
    let created = 0;
    const buttons = paypal.Buttons({
      onInit: (_data: unknown, a: typeof actions) => {
        actions = a;
      },
      createOrder: async () => {
        created += 1;
        return 'FAKE-NOPE';
      },
    });
    const container = document.createElement('div');
    document.body.appendChild(container);
    await buttons.render(container);
    await actions?.disable();
    const pay = buttonNamed(container, 'Pay with PayPal');
    expect(pay?.disabled).toBe(true);
    pay?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created).toBe(0);
    await actions?.enable();
    expect(pay?.disabled).toBe(false);
    await buttons.close();
    expect(container.querySelector('button')).toBeNull();
  });
});

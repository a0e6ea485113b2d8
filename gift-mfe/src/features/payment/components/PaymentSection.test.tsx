import { standInPayerId } from '@littlegivers/shared/testing/paypal-stand-in';
import { $previewRequest } from '@littlegivers/shared/web/bus';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID, orderResponse, renderGiftFlow, resetEnvironment, stepTitle, stubApi } from '../../../test/harness';
import { cancelPayment, payAndFinish, reachPayment } from '../../../test/journeys';

vi.mock('@littlegivers/shared/web/ui/PayPalCheckout', () => import('@littlegivers/shared/testing/paypal-stand-in'));

const ERROR = 'there was an error processing your request.  try again?';

beforeEach(() => {
  resetEnvironment();
  $previewRequest.set(null);
});

async function expectPaymentAlert() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(ERROR);
  // The alert itself is scrolled to the middle of the screen and takes the focus.
  const scroll = vi.mocked(Element.prototype.scrollIntoView);
  expect(scroll.mock.contexts).toContain(alert);
  expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  expect(alert).toHaveFocus();
  expect(await stepTitle('ship to')).toBeInTheDocument();
  return alert;
}

describe('payment', () => {
  it('posts the order, then the payment data, and advances to step 3 on the confirmed capture', async () => {
    const api = stubApi();
    const { user } = renderGiftFlow();
    await payAndFinish(user);

    const order = api.calls.find((call) => call.method === 'POST' && call.path === '/Order');
    expect(order?.body).toMatchObject({
      purchaseAccount: { emailAddress: 'grandma@example.com' },
      status: 'prePaymentAuthorization',
      fromName: 'Grandma',
      recipientName: 'Maya',
      shippingFirstName: 'Ann',
      shippingLastName: 'Lee',
      shippingAddress1: '1 Main St',
      shippingCity: 'Springfield',
      shippingState: 'IL',
      shippingZip: '62701',
      shippingCountry: 'United States',
      package: 1,
      cardType: 1,
      customMessage: null,
      headerFontSize: 32,
      headerLineHeight: 44,
      cardTemplateId: 1,
      lineItems: [
        { lineItem: 'giftAmount', amount: 40 },
        { lineItem: 'donation', amount: 1 },
      ],
    });
    const payment = api.calls.find((call) => call.path === `/Order/${ORDER_ID}/paypalData`);
    expect(payment?.body).toMatchObject({ payPalId: 'PAYPAL-ORDER-1', payerId: standInPayerId });
    expect(screen.getByText('LG-0041')).toBeInTheDocument();
  });

  it('sends a custom greeting with its font size and the Custom Message card type', async () => {
    const api = stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    await user.click(screen.getByRole('checkbox', { name: 'write my own greeting' }));
    await user.type(screen.getByLabelText('your greeting'), 'A very happy birthday to my favourite grandchild');
    await user.type(screen.getByLabelText('your email'), 'g@example.com');
    await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
    await stepTitle('ship to');
    const { fillShipping } = await import('../../../test/harness');
    await fillShipping(user);
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('button', { name: 'Approve payment' });
    const order = api.calls.find((call) => call.method === 'POST' && call.path === '/Order');
    expect(order?.body).toMatchObject({
      customMessage: 'A very happy birthday to my favourite grandchild',
      cardType: 2,
      headerFontSize: 20,
      headerLineHeight: 32,
      fromName: '',
      lineItems: [
        { lineItem: 'giftAmount', amount: 20 },
        { lineItem: 'donation', amount: 1 },
      ],
    });
  });

  it('shows the alert when the order post fails, and stays on step 2', async () => {
    const api = stubApi({ 'POST /Order': () => ({ status: 500, body: { message: 'boom' } }) });
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    const alert = await expectPaymentAlert();
    expect(screen.queryByRole('dialog', { name: 'PayPal test checkout' })).not.toBeInTheDocument();
    expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'dismiss' }));
    expect(alert).not.toBeInTheDocument();
  });

  it('shows the alert when the order post fails on the network', async () => {
    stubApi({
      'POST /Order': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await expectPaymentAlert();
  });

  it('shows the alert when the card is declined, and a retry starts a new order', async () => {
    let attempts = 0;
    const api = stubApi({
      [`POST /Order/${ORDER_ID}/paypalData`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 402, body: { message: 'declined' } }
          : { status: 200, body: { status: 'paid', orderIdentifier: 'LG-0041', paymentMethod: 'paypal' } };
      },
    });
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await expectPaymentAlert();

    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await stepTitle('thank you!')).toBeInTheDocument();
    expect(api.count('POST', '/Order')).toBe(2);
  });

  it('a buyer who cancels in PayPal’s window sees no alert and stays on step 2; a retry pays the same order', async () => {
    const api = stubApi();
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await cancelPayment(user);
    expect(await stepTitle('ship to')).toBeInTheDocument();
    expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await stepTitle('thank you!')).toBeInTheDocument();
    expect(api.count('POST', '/Order')).toBe(1);
    expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(1);
  });

  it('a declined payment keeps the red alert and adds the server’s reason under it', async () => {
    const reason = 'your payment was declined. please try another card or payment method.';
    stubApi({ [`POST /Order/${ORDER_ID}/paypalData`]: () => ({ status: 402, body: { message: reason } }) });
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    const alert = await expectPaymentAlert();
    expect(alert.textContent).toContain(reason);
    expect(alert).toHaveClass('lg-alert');
  });

  it('a provider error shows the alert without a decline reason', async () => {
    stubApi({ [`POST /Order/${ORDER_ID}/paypalData`]: () => ({ status: 502, body: { message: 'provider down' } }) });
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    const alert = await expectPaymentAlert();
    expect(alert.textContent).not.toContain('provider down');
  });

  it('sends the answer of "tell me when my gift is used" with the order', async () => {
    const api = stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    const { fillCard, fillShipping } = await import('../../../test/harness');
    await fillCard(user);
    await user.click(screen.getByRole('checkbox', { name: 'tell me when my gift is used' }));
    await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
    await stepTitle('ship to');
    await fillShipping(user);
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('button', { name: 'Approve payment' });
    const order = api.calls.find((call) => call.method === 'POST' && call.path === '/Order');
    expect(order?.body).toMatchObject({ notifyWhenUsed: false });
  });

  it('keeps the order when the payment answer is lost, so the retry cannot charge twice', async () => {
    let attempts = 0;
    const api = stubApi({
      [`POST /Order/${ORDER_ID}/paypalData`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: { status: 'paid', orderIdentifier: 'LG-0041', paymentMethod: 'paypal' } };
      },
    });
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await expectPaymentAlert();
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await stepTitle('thank you!')).toBeInTheDocument();
    expect(api.count('POST', '/Order')).toBe(1);
    expect(api.calls.filter((call) => call.path === `/Order/${ORDER_ID}/paypalData`).map((call) => call.body)).toEqual([
      expect.objectContaining({ payPalId: orderResponse.payPalOrderId }),
      expect.objectContaining({ payPalId: orderResponse.payPalOrderId }),
    ]);
  });

  it('shows the alert on a provider error', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await user.click(await screen.findByRole('button', { name: 'Simulate error' }));
    await expectPaymentAlert();
  });

  it('posts a new order when the card changed after a cancelled payment', async () => {
    const api = stubApi();
    const { user } = renderGiftFlow();
    await user.click(await reachPayment(user));
    await cancelPayment(user);
    await user.selectOptions(screen.getByLabelText('shipping method'), 'Tracked mail ($5)');
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await screen.findByRole('button', { name: 'Approve payment' });
    expect(api.count('POST', '/Order')).toBe(2);
    expect(
      api.calls.filter((call) => call.path === '/Order').map((call) => (call.body as { package: number }).package),
    ).toEqual([1, 2]);
  });

  it('skips payment on non-production hosts', async () => {
    const api = stubApi();
    const { user } = renderGiftFlow();
    await reachPayment(user);
    await user.click(screen.getByRole('button', { name: 'skip payment (local only)' }));
    expect(await stepTitle('thank you!')).toBeInTheDocument();
    expect(api.count('POST', `/Order/${ORDER_ID}/skipPayment`)).toBe(1);
    expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(0);
  });

  it('offers no skip-payment link in production', async () => {
    resetEnvironment({ env: 'production' });
    stubApi();
    const { user } = renderGiftFlow();
    await reachPayment(user);
    expect(screen.queryByRole('button', { name: /skip payment/ })).not.toBeInTheDocument();
  });
});

describe('step 3, thank you', () => {
  it('is a receipt: order number, total charged, ship-to, where the receipt was emailed, when the card is mailed', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await payAndFinish(user);
    const receipt = screen.getByRole('region', { name: 'your receipt' });
    const facts = (term: string) => within(receipt).getByText(term).nextElementSibling?.textContent;
    expect(screen.getByText('LG-0041').closest('p')).toHaveTextContent('your order LG-0041 is paid');
    expect(facts('total charged')).toBe('$41.73');
    expect(facts('ship to')).toBe('Ann Lee1 Main StSpringfield, IL 62701United States');
    expect(facts('mailed by')).toBe('Wednesday, November 25, 2026');
    expect(within(receipt).getByText('we emailed your receipt to grandma@example.com')).toBeInTheDocument();
    // Still the spec's text and preview button.
    expect(screen.getByText(/your card is on its way/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'preview what the child will see' })).toBeInTheDocument();
  });

  it('shows the receipt after skip-payment too', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await reachPayment(user);
    await user.click(screen.getByRole('button', { name: 'skip payment (local only)' }));
    await stepTitle('thank you!');
    expect(screen.getByRole('region', { name: 'your receipt' })).toHaveTextContent('$41.73');
  });

  it('hands the preview request to the redeem flow through the bus and opens the kidspage', async () => {
    stubApi();
    const { user, router } = renderGiftFlow();
    await payAndFinish(user);
    expect(screen.getByText(/a donation of \$40\.00 is made in their name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'preview what the child will see' }));
    expect($previewRequest.get()).toEqual({ recipientName: 'Maya', purchaserName: 'Grandma', amount: 40 });
    expect(router.state.location.pathname).toBe('/kidspage');
    expect(await screen.findByText('kidspage')).toBeInTheDocument();
  });

  it('hands Someone as the purchaser when the from field was left empty', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    const { fillCard, fillShipping } = await import('../../../test/harness');
    await fillCard(user);
    await user.clear(screen.getByLabelText('from'));
    await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
    await stepTitle('ship to');
    await fillShipping(user);
    await user.click(await screen.findByRole('button', { name: 'skip payment (local only)' }));
    await stepTitle('thank you!');
    await user.click(screen.getByRole('button', { name: 'preview what the child will see' }));
    expect($previewRequest.get()).toEqual({ recipientName: 'Maya', purchaserName: 'Someone', amount: 40 });
  });
});

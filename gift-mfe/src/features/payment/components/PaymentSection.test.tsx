import { standInPayerId } from '@littlegivers/shared/testing/paypal-stand-in';
import { $previewRequest } from '@littlegivers/shared/web/bus';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  cardTypesListed,
  orderCreated,
  orderDeclined,
  orderPaid,
  packagesListed,
  paymentSkipped,
} from '../../../test/api-contract';
import { ORDER_ID, orderResponse, renderGiftFlow, resetEnvironment, stepTitle } from '../../../test/harness';
import { cancelPayment, payAgain, payAndFinish, reachPayment } from '../../../test/journeys';

const browsing = [cardTypesListed, packagesListed] as const;
const ordered = [...browsing, orderCreated('a mailed card with a chosen greeting')] as const;
const paid = [...ordered, orderPaid('mail')] as const;
const skipped = [...ordered, paymentSkipped] as const;
const paymentData = `POST /Order/${ORDER_ID}/paypalData`;

const ERROR = 'there was an error processing your request.  try again?';

beforeEach(() => $previewRequest.set(null));

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
  it('posts the order, then the payment data, and advances to step 3 on the confirmed capture', () =>
    api.verify(paid, async (api) => {
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
    }));

  it('sends a custom greeting with its font size and the Custom Message card type', () =>
    api.verify([...browsing, orderCreated('a mailed card with a custom greeting')], async (api) => {
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
    }));

  it('shows the alert when the order post fails, and stays on step 2', () =>
    api.verify(browsing, async (api) => {
      api.fail('POST /Order', { status: 500, body: { message: 'boom' } });
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      const alert = await expectPaymentAlert();
      expect(screen.queryByRole('dialog', { name: 'PayPal test checkout' })).not.toBeInTheDocument();
      expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(0);
      await user.click(screen.getByRole('button', { name: 'dismiss' }));
      expect(alert).not.toBeInTheDocument();
    }));

  it('shows the alert when the order post fails on the network', () =>
    api.verify(browsing, async ({ fail }) => {
      fail('POST /Order', 'network-error');
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await expectPaymentAlert();
    }));

  it('shows the alert when the card is declined, and a retry starts a new order', () =>
    api.verify(paid, async (api) => {
      api.fail(paymentData, { status: 402, body: { message: 'declined' } }, 1);
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      await expectPaymentAlert();

      expect(await payAgain(user)).toBeInTheDocument();
      expect(api.count('POST', '/Order')).toBe(2);
    }));

  it('a buyer who cancels in PayPal’s window sees no alert and stays on step 2; a retry pays the same order', () =>
    api.verify(paid, async (api) => {
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await cancelPayment(user);
      expect(await stepTitle('ship to')).toBeInTheDocument();
      expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(0);

      expect(await payAgain(user)).toBeInTheDocument();
      expect(api.count('POST', '/Order')).toBe(1);
      expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(1);
    }));

  it('a declined payment keeps the red alert and adds the server’s reason under it', () =>
    api.verify([...ordered, orderDeclined], async () => {
      const reason = 'your payment was declined. please try another card or payment method.';
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      const alert = await expectPaymentAlert();
      expect(alert.textContent).toContain(reason);
      expect(alert).toHaveClass('lg-alert');
    }));

  it('a provider error shows the alert without a decline reason', () =>
    api.verify(ordered, async ({ fail }) => {
      fail(paymentData, { status: 502, body: { message: 'provider down' } });
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      const alert = await expectPaymentAlert();
      expect(alert.textContent).not.toContain('provider down');
    }));

  it('sends the answer of "tell me when my gift is used" with the order', () =>
    api.verify(ordered, async (api) => {
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
    }));

  it('keeps the order when the payment answer is lost, so the retry cannot charge twice', () =>
    api.verify(paid, async (api) => {
      api.fail(paymentData, 'network-error', 1);
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      await expectPaymentAlert();
      expect(await payAgain(user)).toBeInTheDocument();
      expect(api.count('POST', '/Order')).toBe(1);
      expect(
        api.calls.filter((call) => call.path === `/Order/${ORDER_ID}/paypalData`).map((call) => call.body),
      ).toEqual([
        expect.objectContaining({ payPalId: orderResponse.payPalOrderId }),
        expect.objectContaining({ payPalId: orderResponse.payPalOrderId }),
      ]);
    }));

  it('shows the alert on a provider error', () =>
    api.verify(ordered, async () => {
      const { user } = renderGiftFlow();
      await user.click(await reachPayment(user));
      await user.click(await screen.findByRole('button', { name: 'Simulate error' }));
      await expectPaymentAlert();
    }));

  it('posts a new order when the card changed after a cancelled payment', () =>
    api.verify(ordered, async (api) => {
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
    }));

  it('skips payment on non-production hosts', () =>
    api.verify(skipped, async (api) => {
      const { user } = renderGiftFlow();
      await reachPayment(user);
      await user.click(screen.getByRole('button', { name: 'skip payment (local only)' }));
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      expect(api.count('POST', `/Order/${ORDER_ID}/skipPayment`)).toBe(1);
      expect(api.count('POST', `/Order/${ORDER_ID}/paypalData`)).toBe(0);
    }));

  it('offers no skip-payment link in production', () =>
    api.verify(browsing, async () => {
      resetEnvironment({ env: 'production' });
      const { user } = renderGiftFlow();
      await reachPayment(user);
      expect(screen.queryByRole('button', { name: /skip payment/ })).not.toBeInTheDocument();
    }));
});

describe('step 3, thank you', () => {
  it('is a receipt: order number, total charged, ship-to, where the receipt was emailed, when the card is mailed', () =>
    api.verify(paid, async () => {
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
    }));

  it('shows the receipt after skip-payment too', () =>
    api.verify(skipped, async () => {
      const { user } = renderGiftFlow();
      await reachPayment(user);
      await user.click(screen.getByRole('button', { name: 'skip payment (local only)' }));
      await stepTitle('thank you!');
      expect(screen.getByRole('region', { name: 'your receipt' })).toHaveTextContent('$41.73');
    }));

  it('hands the preview request to the redeem flow through the bus and opens the kidspage', () =>
    api.verify(paid, async () => {
      const { user, router } = renderGiftFlow();
      await payAndFinish(user);
      expect(screen.getByText(/a donation of \$40\.00 is made in their name/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'preview what the child will see' }));
      expect($previewRequest.get()).toEqual({ recipientName: 'Maya', purchaserName: 'Grandma', amount: 40 });
      expect(router.state.location.pathname).toBe('/kidspage');
      expect(await screen.findByText('kidspage')).toBeInTheDocument();
    }));

  it('hands Someone as the purchaser when the from field was left empty', () =>
    api.verify([...browsing, orderCreated('a mailed card with a chosen greeting'), paymentSkipped], async () => {
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
    }));
});

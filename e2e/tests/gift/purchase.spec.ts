import { expect, test } from '@playwright/test';
import { appUrls } from '../../support/env';
import {
  checkout,
  expectPaymentAlert,
  gift,
  isOrderCreate,
  isPaymentData,
  payButton,
  reachPayment,
  storedOrder,
  title,
} from './flow';

test.describe('gift purchase through the local PayPal stand-in', () => {
  test('buys a card end to end and ends on step 3 with the order paid', async ({ page, request }) => {
    await reachPayment(page);
    const summaryTotal = await gift(page).getByTestId('order-total').textContent();

    const orderAnswer = page.waitForResponse((r) => isOrderCreate(r.url(), r.request().method()));
    await payButton(page).click();
    const orderResponse = await orderAnswer;
    expect(orderResponse.status()).toBe(200);
    const order = await orderResponse.json();
    const sent = orderResponse.request().postDataJSON();
    expect(sent).toMatchObject({
      status: 'prePaymentAuthorization',
      cardTemplateId: 1,
      headerFontSize: 32,
      headerLineHeight: 44,
      recipientName: 'Maya',
      fromName: 'Grandma',
      shippingCountry: 'United States',
      purchaseAccount: { emailAddress: 'grandma@example.com' },
    });
    // The server computes the money; the page showed the same total.
    expect(summaryTotal).toBe(`$${order.total.toFixed(2)}`);

    await expect(checkout(page)).toBeVisible();
    const paymentAnswer = page.waitForResponse((r) => isPaymentData(r.url(), r.request().method()));
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    const payment = await paymentAnswer;
    expect(payment.status()).toBe(200);
    expect(await payment.json()).toMatchObject({ status: 'paid', paymentMethod: 'paypal' });
    expect(payment.request().postDataJSON()).toMatchObject({ payPalId: order.payPalOrderId });

    await expect(title(page)).toHaveText('thank you!');
    await expect(gift(page)).toContainText(`your order ${order.orderIdentifier} is paid`);
    await expect(gift(page).getByRole('button', { name: 'preview what the child will see' })).toBeVisible();

    // The server holds the order as paid by PayPal: posting the payment data again is answered
    // from the stored order (no second capture), and it still says paid.
    const again = await request.post(`${appUrls.api}/Order/${order.id}/paypalData`, {
      data: payment.request().postDataJSON(),
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'paid', paymentMethod: 'paypal' });

    const stored = await storedOrder(order.orderIdentifier);
    if (stored) {
      expect(stored.row).toMatchObject({ status: 'paid', payment_method: 'paypal' });
      expect(stored.row?.paypal_capture_id).toBeTruthy();
      expect(stored.printEntry?.redemptionCode).toMatch(/\w{4}/);
      expect(stored.printEntry).toMatchObject({ recipientName: 'Maya', amount: 40 });
    }
  });

  test('a declined card shows the alert, and paying again succeeds', async ({ page }) => {
    await reachPayment(page);
    await payButton(page).click();
    const declined = page.waitForResponse((r) => isPaymentData(r.url(), r.request().method()));
    await checkout(page).getByRole('button', { name: 'Decline card' }).click();
    expect((await declined).status()).not.toBe(200);
    await expectPaymentAlert(page);
    await expect(gift(page).getByRole('alert')).toContainText(
      'your payment was declined. please try another card or payment method.',
    );

    await gift(page).getByRole('button', { name: 'dismiss' }).click();
    await expect(gift(page).getByRole('alert')).toHaveCount(0);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    await expect(title(page)).toHaveText('thank you!');
  });

  test('a cancelled payment is not an error: step 2 stays, no alert, and the retry pays the same order once', async ({
    page,
  }) => {
    const orderPosts: string[] = [];
    page.on('request', (r) => {
      if (isOrderCreate(r.url(), r.method())) orderPosts.push(r.url());
    });
    await reachPayment(page);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Cancel payment' }).click();
    await expect(checkout(page)).toHaveCount(0);
    await expect(gift(page).getByRole('alert')).toHaveCount(0);
    await expect(title(page)).toHaveText('ship to');

    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    await expect(title(page)).toHaveText('thank you!');
    expect(orderPosts).toHaveLength(1);
  });

  test('a provider error shows the alert', async ({ page }) => {
    await reachPayment(page);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Simulate error' }).click();
    await expectPaymentAlert(page);
  });

  test('a failed order post shows the alert and opens no PayPal checkout', async ({ page }) => {
    await page.route(`${appUrls.api}/Order`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await reachPayment(page);
    await payButton(page).click();
    await expectPaymentAlert(page);
    await expect(checkout(page)).toHaveCount(0);
  });

  test('the skip-payment link marks the order paid and advances (non-production)', async ({ page }) => {
    await reachPayment(page);
    const skipped = page.waitForResponse((r) => /\/api\/Order\/[0-9a-f-]{36}\/skipPayment$/.test(r.url()));
    await gift(page).getByRole('button', { name: 'skip payment (local only)' }).click();
    const answer = await skipped;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'paid', paymentMethod: 'skipped' });
    await expect(title(page)).toHaveText('thank you!');
  });
});

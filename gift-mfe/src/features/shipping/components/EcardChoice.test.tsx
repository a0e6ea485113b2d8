import type { Package } from '@littlegivers/shared/contract/schemas/package';
import { ownTimeZone, sendOnRange } from '@littlegivers/shared/contract/send-day';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fillCard,
  ORDER_ID,
  orderResponse,
  packages,
  renderGiftFlow,
  resetEnvironment,
  stepTitle,
  stubApi,
} from '../../../test/harness';

vi.mock('@littlegivers/shared/web/ui/PayPalCheckout', () => import('@littlegivers/shared/testing/paypal-stand-in'));

const ecardPackage: Package = {
  id: 5,
  name: 'email',
  publicFacingName: 'email it to a grown-up',
  description: 'We email the card to the child’s parent or guardian on the day you choose.',
  tracked: false,
  cost: 0,
  delivery: 'email',
};

beforeEach(() => resetEnvironment());

describe("step 2's third choice: 'email it to a grown-up'", () => {
  it('asks for the grown-up and the day, shows the messages, sends them with the order, and says when it goes', async () => {
    const sendAt = new Date(Date.now() + 40 * 24 * 3600_000);
    const { calls } = stubApi({
      'GET /package': () => ({ status: 200, body: [...packages, ecardPackage] }),
      'POST /Order': () => ({ status: 200, body: { ...orderResponse, total: 41 } }),
      [`POST /Order/${ORDER_ID}/paypalData`]: () => ({
        status: 200,
        body: {
          status: 'paid',
          orderIdentifier: 'LG-0043',
          paymentMethod: 'paypal',
          total: 41,
          delivery: 'email',
          email: {
            grownUpName: 'Pat',
            grownUpEmail: 'pat@example.com',
            sendOn: '2027-01-05',
            timeZone: 'America/New_York',
            sendAt: sendAt.toISOString(),
          },
        },
      }),
    });
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
    await user.click(await screen.findByRole('radio', { name: 'email it to a grown-up' }));

    expect(screen.queryByLabelText('address')).not.toBeInTheDocument();
    const sendOn = screen.getByLabelText('send on');
    expect(sendOn).toHaveValue(sendOnRange(ownTimeZone()).first);
    expect(screen.getByLabelText('time zone')).toHaveValue(ownTimeZone());

    await user.click(screen.getByRole('button', { name: 'checkout' }));
    expect(screen.getByText("Please include the grown-up's name")).toBeInTheDocument();
    expect(screen.getByText("Please include the grown-up's email")).toBeInTheDocument();

    await user.type(screen.getByLabelText("grown-up's name"), 'Pat');
    await user.type(screen.getByLabelText("grown-up's email"), 'pat@example.com');
    await user.clear(sendOn);
    await user.type(sendOn, '2027-01-05');
    await user.selectOptions(screen.getByLabelText('time zone'), 'America/New_York');
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await stepTitle('thank you!');

    const order = calls.find((call) => call.method === 'POST' && call.path === '/Order')?.body as Record<
      string,
      unknown
    >;
    expect(order).toMatchObject({
      delivery: 'email',
      package: 5,
      grownUpName: 'Pat',
      grownUpEmail: 'pat@example.com',
      sendOn: '2027-01-05',
      timeZone: 'America/New_York',
    });
    expect(order).not.toHaveProperty('shippingAddress1');
    expect(
      screen.getByText(
        'We will email the card to Pat at pat@example.com on Tuesday, January 5, 2027 at 8:00 in the morning (America/New York time).',
      ),
    ).toBeInTheDocument();
  });
});

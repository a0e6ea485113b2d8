import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  api,
  cardTypesListed,
  orderCreated,
  orderPaid,
  packagesListed,
  packagesListedAs,
} from '../../../test/api-contract';
import { fillShipping, packages, renderGiftFlow, stepTitle, within } from '../../../test/harness';
import { reachShipping, renderAtShipping } from '../../../test/journeys';

/** Steps 1 and 2 ask for the greetings and the shipping methods. */
const toStep2 = [cardTypesListed, packagesListed] as const;

async function openShipping() {
  const app = await renderAtShipping();
  await screen.findByRole('group', { name: 'delivery' });
  return app;
}

const summary = () => screen.getByRole('region', { name: 'order summary' });
const shippingCost = () => within(summary()).getByText('shipping').nextElementSibling?.textContent;

describe('step 2, the delivery choice', () => {
  it("offers 'mail the card' (chosen) and each method of GET /package that needs no address, by its name", () =>
    api.verify(
      [
        cardTypesListed,
        packagesListedAs(
          'the print method named by the API',
          packages.map((pkg) => (pkg.delivery === 'print' ? { ...pkg, publicFacingName: 'print it yourself' } : pkg)),
        ),
      ],
      async () => {
        await openShipping();
        const group = screen.getByRole('group', { name: 'delivery' });
        expect(within(group).getAllByRole('radio')).toHaveLength(2);
        expect(within(group).getByRole('radio', { name: 'mail the card' })).toBeChecked();
        const print = within(group).getByRole('radio', { name: 'print it yourself' });
        expect(print).not.toBeChecked();
        expect(print).toHaveAccessibleDescription(
          '$0 Download the card as a PDF right after paying and print it yourself.',
        );
        expect(within(group).getByRole('radio', { name: 'mail the card' })).toHaveAccessibleDescription(
          'from $0.73 We print the card and mail it with its keepsake token to the address you give.',
        );
        // The mail methods stay in their dropdown; the no-address one is not among them.
        const select = screen.getByLabelText('shipping method') as HTMLSelectElement;
        expect(Array.from(select.options).map((option) => option.text)).toEqual([
          'choose a shipping method',
          'Standard mail ($0.73)',
          'Tracked mail ($5)',
        ]);
      },
    ));

  it('is not offered when every method mails the card: step 2 is the address form as before', () =>
    api.verify(
      [
        cardTypesListed,
        packagesListedAs(
          'mailed only',
          packages.filter((pkg) => pkg.delivery === 'mail'),
        ),
      ],
      async () => {
        const { user } = renderGiftFlow();
        await reachShipping(user);
        await screen.findByLabelText('first name');
        expect(screen.queryByRole('group', { name: 'delivery' })).not.toBeInTheDocument();
        expect(screen.queryByRole('radio', { name: /print/ })).not.toBeInTheDocument();
      },
    ));

  it('takes the only delivery offered when no method mails the card', () =>
    api.verify(
      [
        cardTypesListed,
        packagesListedAs(
          'printed at home only',
          packages.filter((pkg) => pkg.delivery === 'print'),
        ),
      ],
      async () => {
        const { user } = renderGiftFlow();
        await reachShipping(user);
        expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
        expect(screen.queryByRole('group', { name: 'delivery' })).not.toBeInTheDocument();
        expect(screen.queryByLabelText('first name')).not.toBeInTheDocument();
        expect(shippingCost()).toBe('$0.00');
      },
    ));

  it('print at home: no address form, $0 shipping, the total without postage, and the payment button at once', () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      expect(screen.getByLabelText('first name')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'checkout' })).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'print at home' }));
      expect(screen.getByRole('radio', { name: 'print at home' })).toBeChecked();
      for (const label of [
        'first name',
        'last name',
        'address',
        'city',
        'state',
        'zipcode',
        'country',
        'shipping method',
      ])
        expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      expect(screen.getByText(/the thank-you step gives you the card as a PDF/)).toBeInTheDocument();
      expect(screen.getByTestId('keepsake-token')).toHaveTextContent(/Printed with the card: the token panel/);
      expect(shippingCost()).toBe('$0.00');
      expect(within(summary()).getByTestId('order-total')).toHaveTextContent('$41.00');
      expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'checkout' })).not.toBeInTheDocument();
      // No address message anywhere: they belong to mailed cards.
      expect(screen.queryByText(/Please include/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'back to build your card' })).toBeInTheDocument();
    }));

  it('keeps the address and mail method typed before, when the buyer comes back to mail', () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      await fillShipping(user);
      expect(within(summary()).getByTestId('order-total')).toHaveTextContent('$41.73');
      await user.click(screen.getByRole('radio', { name: 'print at home' }));
      expect(within(summary()).getByTestId('order-total')).toHaveTextContent('$41.00');

      await user.click(screen.getByRole('radio', { name: 'mail the card' }));
      expect(screen.getByTestId('keepsake-token')).toHaveTextContent(/Mailed with the card: a keepsake token/);
      expect(screen.getByLabelText('first name')).toHaveValue('Ann');
      expect(screen.getByLabelText('zipcode')).toHaveValue('62701');
      expect(screen.getByLabelText('shipping method')).toHaveDisplayValue('Standard mail ($0.73)');
      expect(shippingCost()).toBe('$0.73');
      expect(within(summary()).getByTestId('order-total')).toHaveTextContent('$41.73');
    }));

  it("shows the spec's address messages for a mailed card only", () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      await user.click(screen.getByRole('button', { name: 'checkout' }));
      expect(await screen.findByText('Please include the shipping first name')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'print at home' }));
      expect(screen.queryByText(/Please include/)).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    }));

  it('is a radio group for the keyboard: arrow keys move the choice', () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      screen.getByRole('radio', { name: 'mail the card' }).focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('radio', { name: 'print at home' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'print at home' })).toHaveFocus();
      expect(screen.queryByLabelText('first name')).not.toBeInTheDocument();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('radio', { name: 'mail the card' })).toBeChecked();
      expect(screen.getByLabelText('first name')).toBeInTheDocument();
    }));

  it('keeps print at home across a reload of step 2', () =>
    api.verify(toStep2, async () => {
      const first = await openShipping();
      await first.user.click(screen.getByRole('radio', { name: 'print at home' }));
      first.unmount();
      renderGiftFlow();
      await stepTitle('ship to');
      expect(await screen.findByRole('radio', { name: 'print at home' })).toBeChecked();
      expect(screen.queryByLabelText('first name')).not.toBeInTheDocument();
    }));
});

describe('paying for a card printed at home', () => {
  it("posts a 'print' order without any ship-to, for the print package", () =>
    api.verify([...toStep2, orderCreated('a card printed at home'), orderPaid('print')], async ({ calls }) => {
      const { user } = await openShipping();
      await user.click(screen.getByRole('radio', { name: 'print at home' }));
      await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      await stepTitle('thank you!');
      const order = calls.find((call) => call.method === 'POST' && call.path === '/Order');
      expect(order?.body).toMatchObject({ delivery: 'print', package: 4, recipientName: 'Maya' });
      expect(Object.keys(order?.body as object).filter((key) => key.startsWith('shipping'))).toEqual([]);
    }));

  it('a mailed card keeps its thank-you step: on its way, ship-to, and no download', () =>
    api.verify(
      [...toStep2, orderCreated('a mailed card with a chosen greeting'), orderPaid('mail')],
      async ({ calls }) => {
        const { user } = await openShipping();
        await fillShipping(user);
        await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
        await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
        await stepTitle('thank you!');
        expect(calls.find((call) => call.method === 'POST' && call.path === '/Order')?.body).toMatchObject({
          delivery: 'mail',
          package: 1,
          shippingCity: 'Springfield',
        });
        expect(screen.getByText(/your card is on its way/)).toBeInTheDocument();
        expect(screen.getByText(/We hand pack every card with a keepsake token/)).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'download your card (PDF)' })).not.toBeInTheDocument();
        await waitFor(() =>
          expect(within(screen.getByRole('region', { name: 'your receipt' })).getByText('ship to')).toBeInTheDocument(),
        );
      },
    ));
});

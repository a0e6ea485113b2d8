import { ECARD_MIN_GIFT_MESSAGE } from '@littlegivers/shared/contract/ecard-policy';
import type { Package } from '@littlegivers/shared/contract/schemas/package';
import { addDays, ownTimeZone, sendOnRange } from '@littlegivers/shared/contract/send-day';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, cardTypesListed, ecardOrderPaid, orderCreated, packagesListedAs } from '../../../test/api-contract';
import { fillCard, packages, renderGiftFlow, stepTitle } from '../../../test/harness';

const ecardPackage: Package = {
  id: 5,
  name: 'email',
  publicFacingName: 'email it to a grown-up',
  description: 'We email the card to the child’s parent or guardian on the day you choose.',
  tracked: false,
  cost: 0,
  delivery: 'email',
};

describe("step 2's third choice: 'email it to a grown-up'", () => {
  it('asks for the grown-up and the day, shows the messages, sends them with the order, and says when it goes', () =>
    api.verify(
      [
        cardTypesListed,
        packagesListedAs('mailed, printed at home and e-mailed', [...packages, ecardPackage]),
        orderCreated('an e-card to a grown-up'),
        ecardOrderPaid,
      ],
      async ({ calls }) => {
        const { user } = renderGiftFlow();
        await stepTitle('build your card');
        await fillCard(user);
        await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
        await user.click(await screen.findByRole('radio', { name: 'email it to a grown-up' }, { timeout: 5000 }));

        expect(screen.queryByLabelText('address')).not.toBeInTheDocument();
        // The preview's caption says where the code will be: on the e-card, not mailed.
        expect(screen.getByTestId('keepsake-token')).toHaveTextContent(/On the e-card: the token/);
        expect(screen.getByTestId('keepsake-token')).not.toHaveTextContent(/Mailed/);
        const sendOn = screen.getByLabelText('send on');
        expect(sendOn).toHaveValue(sendOnRange(ownTimeZone()).first);
        expect(screen.getByLabelText('time zone')).toHaveValue(ownTimeZone());

        await user.click(screen.getByRole('button', { name: 'checkout' }));
        expect(screen.getByText("Please include the grown-up's name")).toBeInTheDocument();
        expect(screen.getByText("Please include the grown-up's email")).toBeInTheDocument();

        await user.type(screen.getByLabelText("grown-up's name"), 'Pat');
        await user.type(screen.getByLabelText("grown-up's email"), 'pat@example.com');
        // A day the form accepts whenever the test runs (the thank-you step shows the API's answer).
        const day = addDays(sendOnRange('America/New_York').first, 40);
        await user.clear(sendOn);
        await user.type(sendOn, day);
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
          sendOn: day,
          timeZone: 'America/New_York',
        });
        expect(order).not.toHaveProperty('shippingAddress1');
        expect(
          screen.getByText(
            'We will email the card to Pat at pat@example.com on Tuesday, January 5, 2027 at 8:00 in the morning (America/New York time).',
          ),
        ).toBeInTheDocument();
        // A card sent on a later day is not "on its way" yet: the lead says when it goes and to whom.
        const lead = document.querySelector('.gift-thanks__lead');
        expect(lead).toHaveTextContent('is paid and your card is set to go to Pat on Tuesday, January 5, 2027.');
        expect(lead).not.toHaveTextContent('on its way');
      },
    ));

  it('says at once that an e-card needs a $5 gift, offers no payment below it, and not for the other deliveries', () =>
    api.verify(
      [cardTypesListed, packagesListedAs('mailed, printed at home and e-mailed', [...packages, ecardPackage])],
      async () => {
        const { user } = renderGiftFlow();
        await stepTitle('build your card');
        await fillCard(user);
        await user.click(screen.getByRole('radio', { name: 'other' }));
        await user.type(screen.getByLabelText('other amount (USD)'), '4.99');
        await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
        await user.click(await screen.findByRole('radio', { name: 'email it to a grown-up' }, { timeout: 5000 }));
        expect(screen.getByText(ECARD_MIN_GIFT_MESSAGE)).toBeInTheDocument();
        expect(ECARD_MIN_GIFT_MESSAGE).toBe(
          'An e-card needs a gift of at least $5: please choose $5 or more, or mail the card or print it at home',
        );
        await user.type(screen.getByLabelText("grown-up's name"), 'Pat');
        await user.type(screen.getByLabelText("grown-up's email"), 'pat@example.com');
        expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'checkout' })).toBeInTheDocument();

        // Printed at home, the same $4.99 is a gift like any other (the spec's rule: above $0).
        await user.click(screen.getByRole('radio', { name: 'print at home' }));
        expect(screen.queryByText(ECARD_MIN_GIFT_MESSAGE)).not.toBeInTheDocument();
        expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
      },
    ));

  it("keeps the grown-up's name and email, the day and the zone across a reload of step 2", () =>
    api.verify(
      [cardTypesListed, packagesListedAs('mailed, printed at home and e-mailed', [...packages, ecardPackage])],
      async () => {
        const first = renderGiftFlow();
        await stepTitle('build your card');
        await fillCard(first.user);
        await first.user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
        await first.user.click(await screen.findByRole('radio', { name: 'email it to a grown-up' }, { timeout: 5000 }));
        const later = addDays(sendOnRange('Europe/Paris').first, 30);
        await first.user.type(screen.getByLabelText("grown-up's name"), 'Pat');
        await first.user.type(screen.getByLabelText("grown-up's email"), 'pat@example.com');
        await first.user.selectOptions(screen.getByLabelText('time zone'), 'Europe/Paris');
        await first.user.clear(screen.getByLabelText('send on'));
        await first.user.type(screen.getByLabelText('send on'), later);
        first.unmount();

        renderGiftFlow();
        await stepTitle('ship to');
        expect(await screen.findByRole('radio', { name: 'email it to a grown-up' }, { timeout: 5000 })).toBeChecked();
        expect(screen.getByLabelText("grown-up's name")).toHaveValue('Pat');
        expect(screen.getByLabelText("grown-up's email")).toHaveValue('pat@example.com');
        expect(screen.getByLabelText('send on')).toHaveValue(later);
        expect(screen.getByLabelText('time zone')).toHaveValue('Europe/Paris');
        expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
      },
    ));
});

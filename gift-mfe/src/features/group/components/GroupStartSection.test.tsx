/**
 * Step 2 of a mailed group card: the ship-to and mail method as gift now asks them, the postage in
 * the summary, and 'start the group card and pay the postage' (PayPal): POST /Group, then the
 * approved postage captured (POST /Group/organizer/postage); step 3 shows the links only once it is paid.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, cardTypesListed, packagesListed } from '../../../test/api-contract';
import {
  mailedGroupStarted,
  ORGANIZER_TOKEN,
  POSTAGE_PAYPAL_ORDER_ID,
  postagePaid,
  SHARE_TOKEN,
} from '../../../test/group-contract';
import { fillShipping, renderGiftFlow, stepTitle, within } from '../../../test/harness';

type User = ReturnType<typeof renderGiftFlow>['user'];

/** Step 1 as a group card (no amount), continued to step 2 with the mailed card chosen and its address typed. */
async function reachMailedGroupStart(user: User) {
  await stepTitle('build your card');
  await user.click(
    within(screen.getByRole('group', { name: 'who is giving' })).getByRole('radio', { name: /a group card/ }),
  );
  await user.selectOptions(await screen.findByLabelText('greeting'), 'Happy Birthday');
  await user.type(screen.getByLabelText('to'), 'Maya');
  await user.type(screen.getByLabelText('from'), 'Grandma');
  await user.type(screen.getByLabelText('your email'), 'grandma@example.com');
  await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
  await stepTitle('how it goes');
  expect(await screen.findByRole('radio', { name: 'mail the card' })).toBeChecked();
  await fillShipping(user);
}

describe('a mailed group card', () => {
  it('asks the address and mail method, shows the postage, and starts once the postage is paid', () =>
    api.verify([cardTypesListed, packagesListed, mailedGroupStarted, postagePaid], async ({ calls }) => {
      const { user } = renderGiftFlow();
      await reachMailedGroupStart(user);
      expect(screen.getByTestId('group-postage')).toHaveTextContent('$0.73');
      expect(screen.queryByRole('button', { name: 'start the group card' })).not.toBeInTheDocument();
      const pay = within(screen.getByRole('region', { name: 'start the group card and pay the postage' }));
      await user.click(pay.getByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));

      await stepTitle('thank you!');
      expect(await screen.findByRole('heading', { level: 2, name: "Maya's group card is open" })).toBeVisible();
      expect(screen.getByDisplayValue(new RegExp(`/chip-in#${SHARE_TOKEN}$`))).toBeInTheDocument();
      expect(screen.getByDisplayValue(new RegExp(`/my-group#${ORGANIZER_TOKEN}$`))).toBeInTheDocument();
      const start = calls.find((call) => call.path === '/Group');
      expect(start?.body).toMatchObject({
        card: { delivery: 'mail', package: 1, shippingAddress1: '1 Main St', shippingZip: '62701' },
      });
      const postage = calls.find((call) => call.path === '/Group/organizer/postage');
      expect(postage?.body).toMatchObject({ token: ORGANIZER_TOKEN, payPalId: POSTAGE_PAYPAL_ORDER_ID });
      expect(calls.map((call) => call.path).filter((path) => path.startsWith('/Group'))).toEqual([
        '/Group',
        '/Group/organizer/postage',
      ]);
    }));

  it('stays on step 2 when the postage is not approved: no links are shown', () =>
    api.verify([cardTypesListed, packagesListed, mailedGroupStarted], async ({ calls }) => {
      const { user } = renderGiftFlow();
      await reachMailedGroupStart(user);
      await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await stepTitle('how it goes')).toBeInTheDocument();
      expect(screen.queryByDisplayValue(/chip-in#/)).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === '/Group/organizer/postage')).toBe(false);
    }));
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../test/api-contract';
import {
  contributionPaid,
  contributionStarted,
  groupCancelled,
  groupClosed,
  groupOrganizerShown,
  groupShareShown,
  mailedGroupCancelled,
  ORGANIZER_TOKEN,
  PART_ID,
  PART_PAYPAL_ORDER_ID,
  SHARE_TOKEN,
  unknownGroupLink,
} from '../test/group-contract';
import GroupPage from './GroupPage';

/** Opens the page at a path with a token in its fragment, as a shared link does. */
function openAt(path: string, token: string) {
  window.history.replaceState(null, '', `${path}#${token}`);
  render(<GroupPage />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a group card’s pages', () => {
  it('/chip-in: the card, who has given (names only) and the chip-in form; the token in the body only', () =>
    api.verify([groupShareShown], async ({ calls }) => {
      openAt('/chip-in', SHARE_TOKEN);
      expect(await screen.findByRole('heading', { level: 1, name: 'a group card for Maya' })).toBeInTheDocument();
      expect(screen.getByText('Happy Birthday, Maya!')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'givers' })).getByRole('listitem')).toHaveTextContent(/^Grandma$/);
      const form = screen.getByRole('region', { name: 'chip in' });
      expect(within(form).getByLabelText('amount')).toHaveAccessibleDescription('in US dollars, at least $5.00');
      expect(screen.queryByText('grandma@example.com')).not.toBeInTheDocument();
      expect(calls).toEqual([{ method: 'POST', path: '/Group/shared', body: { token: SHARE_TOKEN } }]);
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }));

  it("/my-group: the organizer's view, every part and the total, with close and cancel", () =>
    api.verify([groupOrganizerShown], async ({ calls }) => {
      openAt('/my-group', ORGANIZER_TOKEN);
      const panel = await screen.findByRole('region', { name: 'your group card' });
      expect(panel).toHaveTextContent('total so far: $25.00');
      expect(within(panel).getByRole('table')).toHaveTextContent('grandma@example.com');
      expect(within(panel).getByRole('button', { name: 'close now and send the card' })).toBeEnabled();
      expect(within(panel).getByRole('button', { name: 'cancel the card and refund everyone' })).toBeEnabled();
      expect(calls).toEqual([{ method: 'POST', path: '/Group/organizer', body: { token: ORGANIZER_TOKEN } }]);
    }));

  it('a link that opens nothing shows the dead link’s page', () =>
    api.verify([unknownGroupLink], async () => {
      openAt('/chip-in', SHARE_TOKEN);
      expect(await screen.findByRole('heading', { level: 1, name: "this link doesn't open a gift" })).toBeVisible();
    }));

  it('/chip-in: a part chipped in with PayPal, captured by the API, and the receipt named', () =>
    api.verify([groupShareShown, contributionStarted, contributionPaid], async ({ calls }) => {
      const user = userEvent.setup({ delay: null });
      openAt('/chip-in', SHARE_TOKEN);
      const form = await screen.findByRole('region', { name: 'chip in' });
      await user.type(within(form).getByLabelText('your name'), 'Uncle Ben');
      await user.type(within(form).getByLabelText('your email'), 'ben@example.com');
      await user.type(within(form).getByLabelText('a line for the card (optional)'), 'Happy birthday!');
      await user.type(within(form).getByLabelText('amount'), '30');
      await user.click(within(form).getByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'thank you for chipping in!' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent("$30.00 is on Maya's card. your receipt (C-1)");
      expect(calls.find((call) => call.path === '/Group/shared/contribution')?.body).toEqual({
        token: SHARE_TOKEN,
        name: 'Uncle Ben',
        email: 'ben@example.com',
        line: 'Happy birthday!',
        amount: 30,
        showAmount: false,
      });
      expect(calls.find((call) => call.path === `/Group/contribution/${PART_ID}/paypalData`)?.body).toMatchObject({
        payPalId: PART_PAYPAL_ORDER_ID,
      });
    }));

  it('/my-group: "close now" sends the card and says for how much', () =>
    api.verify([groupOrganizerShown, groupClosed], async ({ calls }) => {
      const user = userEvent.setup({ delay: null });
      openAt('/my-group', ORGANIZER_TOKEN);
      const panel = await screen.findByRole('region', { name: 'your group card' });
      await user.click(within(panel).getByRole('button', { name: 'close now and send the card' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent('the card is on its way with $25.00.');
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/Group/organizer/close',
        body: { token: ORGANIZER_TOKEN },
      });
    }));

  it('/my-group: "cancel" says every part is refunded', () =>
    api.verify([groupOrganizerShown, groupCancelled], async ({ calls }) => {
      const user = userEvent.setup({ delay: null });
      openAt('/my-group', ORGANIZER_TOKEN);
      const panel = await screen.findByRole('region', { name: 'your group card' });
      await user.click(within(panel).getByRole('button', { name: 'cancel the card and refund everyone' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(
        'the card is cancelled: every part is being refunded, and each giver is told.',
      );
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/Group/organizer/cancel',
        body: { token: ORGANIZER_TOKEN },
      });
    }));

  it('/my-group: cancelling a mailed card says the postage is refunded too', () =>
    api.verify([groupOrganizerShown, mailedGroupCancelled], async () => {
      const user = userEvent.setup({ delay: null });
      openAt('/my-group', ORGANIZER_TOKEN);
      const panel = await screen.findByRole('region', { name: 'your group card' });
      await user.click(within(panel).getByRole('button', { name: 'cancel the card and refund everyone' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(
        'the card is cancelled: every part is being refunded, and each giver is told. the postage you paid ($8.95) is refunded too.',
      );
    }));
});

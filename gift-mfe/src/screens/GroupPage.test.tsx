import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../test/api-contract';
import {
  groupOrganizerShown,
  groupShareShown,
  ORGANIZER_TOKEN,
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
});

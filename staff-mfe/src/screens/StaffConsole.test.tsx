import { fireEvent, screen, within } from '@testing-library/react';
import { api, dashboardOf, sessionOf, signedIn, signedOutSession } from '../test/api-contract';
import { renderConsoleAt } from '../test/render-console';

/** The day at a glance the viewer's test shows. */
const dashboard = {
  today: { orders: 2, totalCents: 4000 },
  printQueue: 1,
  unshipped: 0,
  unopened: { count: 3, totalCents: 6000 },
  failedMessages: 0,
};

describe('the staff console', () => {
  it('signed out: the sign-in screen, with a passkey button and the e-mailed link form', () =>
    api.verify([signedOutSession], async () => {
      renderConsoleAt('/staff/orders');
      expect(await screen.findByRole('heading', { level: 1, name: 'staff sign-in' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
      expect(screen.getByLabelText('Your staff e-mail address')).toBeInTheDocument();
    }));

  it("a viewer's navigation has no print, shipping, outbox, payouts or staff", () =>
    api.verify(
      [sessionOf('viewer'), dashboardOf('viewer', dashboard)],
      async () => {
        renderConsoleAt('/staff');
        const nav = await screen.findByRole('navigation', { name: 'staff console' });
        const links = within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent);
        expect(links).toEqual(['today', 'orders', 'unopened gifts', 'your passkeys']);
        expect(await screen.findByText('3 ($60.00)')).toBeInTheDocument();
      },
      signedIn,
    ));

  it("an admin's navigation has every screen", () =>
    api.verify(
      [sessionOf('admin')],
      async () => {
        renderConsoleAt('/staff/payouts');
        const nav = await screen.findByRole('navigation', { name: 'staff console' });
        expect(within(nav).getAllByRole('link')).toHaveLength(10);
        expect(await screen.findByRole('heading', { level: 1, name: 'payouts' })).toBeInTheDocument();
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        // On a phone the pages fold behind the menu button (a disclosure: aria-expanded, Escape closes).
        const menu = within(nav).getByRole('button', { name: 'console pages' });
        expect(menu).toHaveAttribute('aria-expanded', 'false');
        expect(menu).toHaveAttribute('aria-controls', 'sc-nav-pages');
        fireEvent.click(menu);
        expect(menu).toHaveAttribute('aria-expanded', 'true');
        expect(nav).toHaveAttribute('data-open', 'true');
        fireEvent.keyDown(within(nav).getAllByRole('link')[0] as HTMLElement, { key: 'Escape' });
        expect(menu).toHaveAttribute('aria-expanded', 'false');
        expect(menu).toHaveFocus();
      },
      signedIn,
    ));

  it('a viewer sent to payouts lands on today', () =>
    api.verify(
      [sessionOf('viewer'), dashboardOf('viewer', dashboard)],
      async () => {
        renderConsoleAt('/staff/payouts');
        expect(await screen.findByRole('heading', { level: 1, name: 'today' })).toBeInTheDocument();
        // …with a word naming the role and the page, not silently.
        expect(screen.getByRole('status')).toHaveTextContent(
          "Your role (viewer) can't see payouts; here is today's work.",
        );
        expect(await screen.findByText('3 ($60.00)')).toBeInTheDocument();
      },
      signedIn,
    ));
});

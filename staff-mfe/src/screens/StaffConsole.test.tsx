import type { StaffSessionInfo } from '@littlegivers/shared/contract/staff';
import { screen, within } from '@testing-library/react';
import { renderConsoleAt } from '../test/render-console';

/** The staff API at the network's edge: GET /staff/session answers `session` (or 401), every other read []. */
function stubApi(session: StaffSessionInfo | null) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/staff/session'))
      return session
        ? new Response(JSON.stringify(session), { status: 200 })
        : new Response(JSON.stringify({ message: 'Please sign in.' }), { status: 401 });
    if (url.endsWith('/staff/dashboard'))
      return new Response(
        JSON.stringify({
          today: { orders: 2, totalCents: 4000 },
          printQueue: 1,
          unshipped: 0,
          unopened: { count: 3, totalCents: 6000 },
          failedMessages: 0,
        }),
        { status: 200 },
      );
    return new Response('[]', { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const session = (role: StaffSessionInfo['role']): StaffSessionInfo => ({
  email: `${role}@staff.example`,
  role,
  method: 'passkey',
  csrfToken: 'csrf',
  passkeys: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('the staff console', () => {
  it('signed out: the sign-in screen, with a passkey button and the e-mailed link form', async () => {
    stubApi(null);
    renderConsoleAt('/staff/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your staff e-mail address')).toBeInTheDocument();
  });

  it("a viewer's navigation has no print, shipping, outbox, payouts or staff", async () => {
    stubApi(session('viewer'));
    renderConsoleAt('/staff');
    const nav = await screen.findByRole('navigation', { name: 'staff console' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['today', 'orders', 'unopened gifts', 'your passkeys']);
    expect(await screen.findByText('3 ($60.00)')).toBeInTheDocument();
  });

  it("an admin's navigation has every screen", async () => {
    stubApi(session('admin'));
    renderConsoleAt('/staff/payouts');
    const nav = await screen.findByRole('navigation', { name: 'staff console' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(await screen.findByRole('heading', { level: 1, name: 'payouts' })).toBeInTheDocument();
  });

  it('a viewer sent to payouts lands on today', async () => {
    stubApi(session('viewer'));
    renderConsoleAt('/staff/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'today' })).toBeInTheDocument();
  });
});

/**
 * /staff/*: the staff console. Signed out, the sign-in screen (passkey, or an e-mailed link);
 * signed in, the navigation of what the role may do and the screen of the path. The API decides
 * what each role may do; the console only hides what would be refused.
 */
import '../staff.css';
import { staffMessageSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { roleAllows, type StaffRole, type StaffSessionInfo } from '@littlegivers/shared/contract/staff';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useDisclosure } from '@littlegivers/shared/web/use-disclosure';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { errorText, rememberCsrfToken, staffWrite } from '../components/staff-api';
import { Notice } from '../components/ui';
import { sessionKey, useSession, useSignedIn } from '../components/use-session';
import { AccountsScreen } from '../features/accounts/Accounts';
import { ContentItemScreen, ContentScreen } from '../features/content/Content';
import { DashboardScreen } from '../features/dashboard/Dashboard';
import { OrderScreen, OrdersScreen } from '../features/orders/Orders';
import { OutboxScreen } from '../features/outbox/Outbox';
import { Passkeys } from '../features/passkeys/Passkeys';
import { PayoutsScreen } from '../features/payouts/Payouts';
import { PrintScreen } from '../features/print/Print';
import { ShippingScreen } from '../features/shipping/Shipping';
import { SignIn } from '../features/sign-in/SignIn';
import { UnopenedScreen } from '../features/unopened/Unopened';

export default function StaffConsole() {
  return (
    <RemoteRoot app="staff-mfe">
      <Console />
    </RemoteRoot>
  );
}

const sections: { to: string; label: string; role: StaffRole }[] = [
  { to: '/staff', label: 'today', role: 'viewer' },
  { to: '/staff/orders', label: 'orders', role: 'viewer' },
  { to: '/staff/print', label: 'print', role: 'operator' },
  { to: '/staff/shipping', label: 'shipping', role: 'operator' },
  { to: '/staff/unopened', label: 'unopened gifts', role: 'viewer' },
  { to: '/staff/outbox', label: 'outbox', role: 'operator' },
  { to: '/staff/payouts', label: 'payouts', role: 'admin' },
  { to: '/staff/content', label: 'content', role: 'admin' },
  { to: '/staff/accounts', label: 'staff', role: 'admin' },
  { to: '/staff/passkeys', label: 'your passkeys', role: 'viewer' },
];

function Console() {
  const session = useSession();
  // Signed in, the page of the path opens (a sign-in link's /staff/sign-in leads on: see below).
  const onSignedIn = useSignedIn();
  if (session.isPending) return <p className="sc-muted">Loading the staff console…</p>;
  if (session.error) return <p role="alert">{errorText(session.error)}</p>;
  if (!session.data) return <SignIn onSignedIn={onSignedIn} />;
  return <SignedIn session={session.data} />;
}

/** Where a page the role cannot see sends it: today, with a word saying why (the navigation state). */
interface RefusedPage {
  refusedPage?: string;
}

/** The word on "today" after a page the role cannot see, e.g. "Your role (viewer) can't see payouts; …". */
export function refusedPageText(role: StaffRole, page: string): string {
  return `Your role (${role}) can't see ${page}; here is today's work.`;
}

function SignedIn({ session }: { session: StaffSessionInfo }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const menu = useDisclosure();
  const refusedPage = pathname === '/staff' ? (state as RefusedPage | null)?.refusedPage : undefined;
  const operator = roleAllows(session.role, 'operator');
  // Focus the new screen's heading after a move inside the console (keyboard and screen readers land there).
  useEffect(() => {
    if (pathname) document.getElementById('sc-page-title')?.focus({ preventScroll: true });
  }, [pathname]);
  const signOut = async () => {
    await staffWrite('/session/sign-out', staffMessageSchema).catch(() => undefined);
    rememberCsrfToken(null);
    client.setQueryData(sessionKey, null);
    client.removeQueries({ queryKey: ['staff'], predicate: (query) => query.queryKey[1] !== 'session' });
    navigate('/staff', { replace: true });
  };
  const refuse = (page: string) => <Navigate to="/staff" replace state={{ refusedPage: page } satisfies RefusedPage} />;
  const only = (role: StaffRole, page: string, element: ReactElement) =>
    roleAllows(session.role, role) ? element : refuse(page);
  return (
    <div className="sc-console">
      <nav className="sc-nav" aria-label="staff console" data-open={menu.open} onKeyDown={menu.onKeyDown}>
        <p className="sc-who">
          {session.email} <span className="sc-role">{session.role}</span>
        </p>
        {/* On a phone the pages fold behind this button (a disclosure), so the screen starts with its work. */}
        <button
          ref={menu.buttonRef}
          type="button"
          className="sc-menu-button lg-button lg-button--secondary"
          aria-expanded={menu.open}
          aria-controls="sc-nav-pages"
          onClick={menu.toggle}
        >
          console pages
        </button>
        <ul id="sc-nav-pages">
          {sections
            .filter((section) => roleAllows(session.role, section.role))
            .map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/staff'}>
                  {section.label}
                </NavLink>
              </li>
            ))}
        </ul>
        <button type="button" className="sc-sign-out lg-button lg-button--secondary" onClick={signOut}>
          Sign out
        </button>
      </nav>
      <div className="sc-main">
        {refusedPage ? <Notice>{refusedPageText(session.role, refusedPage)}</Notice> : null}
        <Routes>
          <Route index element={<DashboardScreen />} />
          <Route
            path="sign-in"
            element={<Navigate to={session.passkeys === 0 ? '/staff/passkeys' : '/staff'} replace />}
          />
          <Route path="orders" element={<OrdersScreen personalData={operator} />} />
          <Route path="orders/:identifier" element={<OrderScreen canReissue={operator} />} />
          <Route path="unopened" element={<UnopenedScreen personalData={operator} />} />
          <Route path="print" element={only('operator', 'the print queue', <PrintScreen />)} />
          <Route path="shipping" element={only('operator', 'shipping', <ShippingScreen />)} />
          <Route path="outbox" element={only('operator', 'the outbox', <OutboxScreen />)} />
          <Route path="payouts" element={only('admin', 'payouts', <PayoutsScreen />)} />
          <Route path="content" element={only('admin', 'content', <ContentScreen />)} />
          <Route path="content/:kind" element={only('admin', 'content', <ContentScreen />)} />
          <Route path="content/:kind/:id" element={only('admin', 'content', <ContentItemScreen />)} />
          <Route path="accounts" element={only('admin', 'staff accounts', <AccountsScreen />)} />
          <Route path="passkeys" element={<Passkeys session={session} />} />
          <Route path="*" element={<Navigate to="/staff" replace />} />
        </Routes>
      </div>
    </div>
  );
}

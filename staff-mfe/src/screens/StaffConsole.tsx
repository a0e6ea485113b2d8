/**
 * /staff/*: the staff console. Signed out, the sign-in screen (passkey, or an e-mailed link);
 * signed in, the navigation of what the role may do and the screen of the path. The API decides
 * what each role may do; the console only hides what would be refused.
 */
import '../staff.css';
import { roleAllows, type StaffRole, type StaffSessionInfo } from '@littlegivers/shared/contract/staff';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { errorText, rememberCsrfToken, staffApi } from '../components/staff-api';
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

function SignedIn({ session }: { session: StaffSessionInfo }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const operator = roleAllows(session.role, 'operator');
  const admin = roleAllows(session.role, 'admin');
  // Focus the new screen's heading after a move inside the console (keyboard and screen readers land there).
  useEffect(() => {
    if (pathname) document.getElementById('sc-page-title')?.focus({ preventScroll: true });
  }, [pathname]);
  const signOut = async () => {
    await staffApi('/session/sign-out', { method: 'POST' }).catch(() => undefined);
    rememberCsrfToken(null);
    client.setQueryData(sessionKey, null);
    client.removeQueries({ queryKey: ['staff'], predicate: (query) => query.queryKey[1] !== 'session' });
    navigate('/staff', { replace: true });
  };
  const only = (role: StaffRole, element: ReactElement) =>
    roleAllows(session.role, role) ? element : <Navigate to="/staff" replace />;
  return (
    <div className="sc-console">
      <nav className="sc-nav" aria-label="staff console">
        <p className="sc-who">
          {session.email} <span className="sc-role">{session.role}</span>
        </p>
        <ul>
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
        <button type="button" className="lg-button lg-button--secondary" onClick={signOut}>
          Sign out
        </button>
      </nav>
      <div className="sc-main">
        <Routes>
          <Route index element={<DashboardScreen />} />
          <Route
            path="sign-in"
            element={<Navigate to={session.passkeys === 0 ? '/staff/passkeys' : '/staff'} replace />}
          />
          <Route path="orders" element={<OrdersScreen personalData={operator} />} />
          <Route path="orders/:identifier" element={<OrderScreen canReissue={operator} />} />
          <Route path="unopened" element={<UnopenedScreen personalData={operator} />} />
          <Route path="print" element={only('operator', <PrintScreen />)} />
          <Route path="shipping" element={only('operator', <ShippingScreen />)} />
          <Route path="outbox" element={only('operator', <OutboxScreen />)} />
          <Route path="payouts" element={only('admin', <PayoutsScreen />)} />
          <Route path="content" element={only('admin', <ContentScreen />)} />
          <Route path="content/:kind" element={only('admin', <ContentScreen />)} />
          <Route path="content/:kind/:id" element={only('admin', <ContentItemScreen />)} />
          <Route path="accounts" element={admin ? <AccountsScreen /> : <Navigate to="/staff" replace />} />
          <Route path="passkeys" element={<Passkeys session={session} />} />
          <Route path="*" element={<Navigate to="/staff" replace />} />
        </Routes>
      </div>
    </div>
  );
}

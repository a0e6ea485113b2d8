/**
 * THE route table of the staff API (/api/staff): every route, its method, path and the lowest role
 * allowed (a higher role may too). plugin.ts registers these rows and nothing else; the test
 * generated from this table (test/staff/route-matrix.test.ts) proves for every row: 401 without a
 * session, 403 for the role below, and a write refused without its CSRF token.
 *   public    signing in (rate limited; the writes refuse another site's Origin)
 *   viewer    reads without personal data (no e-mail, names or address)
 *   operator  orders with personal data, print, ship, reissue, the outbox and its retry
 *   admin     content, payouts, staff accounts and the audit trail
 */
import * as accounts from '../routes/staff/accounts';
import * as auth from '../routes/staff/auth';
import * as content from '../routes/staff/content';
import * as groups from '../routes/staff/groups';
import * as money from '../routes/staff/money-and-mail';
import * as orders from '../routes/staff/orders';
import * as print from '../routes/staff/print';
import type { StaffRouteRow } from './route-kit';

export const staffRouteTable: readonly StaffRouteRow[] = [
  // Signing in and out
  { method: 'POST', path: '/auth/link-request', role: 'public', operation: auth.requestLink },
  { method: 'POST', path: '/auth/link', role: 'public', operation: auth.signInWithLink },
  { method: 'POST', path: '/auth/passkey/options', role: 'public', operation: auth.passkeySignInOptions },
  { method: 'POST', path: '/auth/passkey', role: 'public', operation: auth.signInWithPasskey },
  { method: 'GET', path: '/session', role: 'viewer', operation: auth.currentSession },
  { method: 'POST', path: '/session/sign-out', role: 'viewer', operation: auth.signOut },
  { method: 'GET', path: '/passkeys', role: 'viewer', operation: auth.listPasskeys },
  { method: 'POST', path: '/passkeys/options', role: 'viewer', operation: auth.passkeyRegistrationOptions },
  { method: 'POST', path: '/passkeys', role: 'viewer', operation: auth.registerPasskey },

  // The day's work
  { method: 'GET', path: '/dashboard', role: 'viewer', operation: orders.dashboardRead },
  { method: 'GET', path: '/orders', role: 'viewer', operation: orders.searchOrders },
  { method: 'GET', path: '/orders/:identifier', role: 'viewer', operation: orders.orderDetail },
  { method: 'GET', path: '/orders/:identifier/group', role: 'viewer', operation: groups.groupDetail },
  { method: 'GET', path: '/unopened', role: 'viewer', operation: orders.unopenedGifts },
  { method: 'POST', path: '/orders/ship', role: 'operator', operation: orders.shipOne },
  { method: 'POST', path: '/orders/ship-csv', role: 'operator', operation: orders.shipCsv },
  { method: 'POST', path: '/orders/:identifier/reissue', role: 'operator', operation: orders.reissue },
  { method: 'GET', path: '/print/batches', role: 'operator', operation: print.listBatches },
  { method: 'POST', path: '/print/batches', role: 'operator', operation: print.makeBatch },
  { method: 'GET', path: '/print/batches/:batch/:file', role: 'operator', operation: print.downloadBatchFile },
  { method: 'GET', path: '/outbox', role: 'operator', operation: money.outboxList },
  { method: 'POST', path: '/outbox/:id/retry', role: 'operator', operation: money.outboxRetry },

  // Money and people
  { method: 'GET', path: '/payouts', role: 'admin', operation: money.payoutPeriod },
  { method: 'POST', path: '/payouts', role: 'admin', operation: money.recordPayout },
  { method: 'GET', path: '/accounts', role: 'admin', operation: accounts.listAccounts },
  { method: 'POST', path: '/accounts', role: 'admin', operation: accounts.addAccount },
  { method: 'POST', path: '/accounts/:id/disable', role: 'admin', operation: accounts.disableAccount },
  { method: 'POST', path: '/accounts/:id/enable', role: 'admin', operation: accounts.enableAccount },
  { method: 'POST', path: '/accounts/:id/end-sessions', role: 'admin', operation: accounts.endSessions },
  { method: 'GET', path: '/audit', role: 'admin', operation: accounts.auditTrail },

  // Content: each kind's rows, a new row, an edit, a row's versions and undo to one
  { method: 'GET', path: '/content/:kind', role: 'admin', operation: content.contentList },
  { method: 'POST', path: '/content/:kind', role: 'admin', operation: content.contentCreate },
  { method: 'POST', path: '/content/:kind/:id', role: 'admin', operation: content.contentEdit },
  { method: 'GET', path: '/content/:kind/:id/history', role: 'admin', operation: content.contentHistory },
  { method: 'POST', path: '/content/:kind/:id/undo', role: 'admin', operation: content.contentUndo },
];

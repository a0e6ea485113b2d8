/**
 * Who may read the local mailbox (/api/dev/mailbox): it lists every buyer's email and name and
 * holds the live print-at-home links, whose PDF carries the redemption code. It is served in
 * `local` (a developer's own machine) only; in `dev`, `demo` and `production` it is not served at
 * all. This is the one place that decides: a staff console that serves the mailbox behind its
 * sign-in adds its answer here.
 */
import type { Config } from '../config';

export type MailboxAccess = 'open' | 'off';

export function mailboxAccess(appEnv: Config['appEnv']): MailboxAccess {
  return appEnv === 'local' ? 'open' : 'off';
}

/**
 * `ops staff add <email> --role admin|operator|viewer` (a new account gets its first sign-in link
 * by e-mail, through the outbox), `ops staff list`, `ops staff disable|enable <email>`. The same
 * service the console's staff screen calls (services/staff-auth.ts); every change is in the audit
 * trail as done by `ops`.
 */
import { STAFF_ROLES } from '../../db/schema';
import { isoMinute, oneOf, table } from '../../lib/format';
import { mailboxAccess } from '../../mail/mailbox-access';
import { normalizeEmail } from '../../services/staff-auth';
import { OPS_ACTOR, recordAudit } from '../../staff/audit';
import { type OpsContext, OpsError } from '../context';

export const STAFF_USAGE =
  'ops staff add <email> --role admin|operator|viewer | ops staff list | ops staff disable|enable <email>';

/**
 * Where this environment puts the e-mailed link: a real inbox when SMTP_URL is set, the local
 * mailbox in `local`, and otherwise only the outbox (the mailbox is served in `local` alone).
 */
function whereTheLinkGoes(ctx: OpsContext, email: string): string {
  const { config } = ctx;
  if (config.mail.smtpUrl) return `e-mailed to ${email} (\`ops mail list\` shows whether it went out)`;
  if (mailboxAccess(config.appEnv) === 'open')
    return `open it in the local mailbox at ${config.publicUrl}/api/dev/mailbox`;
  return `no SMTP_URL is set in ${config.appEnv}, so it stays in the outbox: \`ops mail list\`, then \`ops mail show <id>\``;
}

export async function staffCommand(ctx: OpsContext, positionals: string[], values: { role?: string; json?: boolean }) {
  const json = (value: unknown) => ctx.stdout(`${JSON.stringify(value, null, 2)}\n`);
  const [action, email] = positionals;
  const { staffAuth, repositories } = ctx.services;
  const now = ctx.now();
  if (action === 'add' && email) {
    if (!values.role) throw new OpsError('--role is required: admin, operator or viewer', 64);
    const role = oneOf('role', values.role, STAFF_ROLES);
    const result = await staffAuth.addStaff(email, role, now);
    if (result.outcome !== 'unchanged')
      await recordAudit(repositories, OPS_ACTOR, {
        action: 'staff.add',
        target: result.account.email,
        outcome: 'ok',
        before: result.before ?? null,
        after: result.account,
      });
    if (values.json) json({ outcome: result.outcome, email: result.account.email, role });
    else
      ctx.stdout(
        result.outcome === 'added'
          ? `${result.account.email}: added as ${role}; a sign-in link is on its way: ${whereTheLinkGoes(ctx, result.account.email)}.\n`
          : result.outcome === 'role-changed'
            ? `${result.account.email}: role changed from ${result.before?.role} to ${role}; its sessions were ended.\n`
            : `${result.account.email}: already ${role}; nothing changed.\n`,
      );
    return 0;
  }
  if (action === 'list') {
    const accounts = await repositories.staff.listAccounts();
    if (values.json)
      json(accounts.map(({ email, role, createdAt, disabledAt }) => ({ email, role, createdAt, disabledAt })));
    else
      ctx.stdout(
        table(
          ['email', 'role', 'added', 'disabled'],
          accounts.map((account) => [
            account.email,
            account.role,
            isoMinute(account.createdAt),
            isoMinute(account.disabledAt),
          ]),
        ),
      );
    return 0;
  }
  if ((action === 'disable' || action === 'enable') && email) {
    const account = await repositories.staff.accountByEmail(normalizeEmail(email));
    if (!account) throw new OpsError(`no staff account ${email}`);
    const result = await staffAuth.setDisabled(account.id, action === 'disable', now);
    await recordAudit(repositories, OPS_ACTOR, {
      action: `staff.${action}`,
      target: account.email,
      outcome: 'ok',
      before: result.before,
      after: result.after,
    });
    if (values.json) json({ email: account.email, outcome: `${action}d`, sessionsEnded: result.revoked });
    else
      ctx.stdout(
        `${account.email}: ${action}d${action === 'disable' ? `; ${result.revoked} session(s) ended` : ''}.\n`,
      );
    return 0;
  }
  throw new OpsError(`usage: ${STAFF_USAGE}`, 64);
}

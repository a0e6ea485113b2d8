/** Staff accounts (admins): list, add (the same service as `ops staff add`), disable, enable, end sessions; the audit trail. */
import { staffAddSchema, staffIdParams } from '@littlegivers/shared/contract/schemas/staff';
import {
  staffAccountAddedSchema,
  staffAccountListSchema,
  staffAccountSetSchema,
  staffAuditListSchema,
  staffSessionsEndedSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { z } from 'zod/mini';
import { HttpError } from '../../lib/http-error';
import { operation, type StaffContext } from '../../staff/route-kit';
import { accountView } from './auth';

async function accountOr404(ctx: StaffContext, id: number) {
  const account = await ctx.app.repositories.staff.accountById(id);
  if (!account) throw new HttpError(404, 'No such staff account');
  return account;
}

export const listAccounts = operation({
  doc: {
    summary: 'Every staff account: its e-mail address, role, whether disabled, its passkeys and open sessions counted',
    operationId: 'getStaffAccountList',
    response: staffAccountListSchema,
  },
  handler: async (_input, ctx) => {
    const accounts = await ctx.app.repositories.staff.listAccounts();
    return Promise.all(
      accounts.map(async (account) => ({
        ...accountView(account),
        passkeys: (await ctx.app.repositories.staff.passkeysOf(account.id)).length,
        openSessions: (await ctx.app.repositories.staff.openSessionsOf(account.id)).length,
      })),
    );
  },
});

export const addAccount = operation({
  action: 'staff.add',
  body: staffAddSchema,
  doc: {
    summary: "Adds a staff account (its first sign-in link goes by e-mail), or changes an existing account's role",
    operationId: 'postStaffAccount',
    response: staffAccountAddedSchema,
  },
  handler: async ({ body }, ctx) => {
    const result = await ctx.app.staffAuth.addStaff(body.email, body.role, ctx.now);
    ctx.audit({
      target: result.account.email,
      before: result.before ? accountView(result.before) : null,
      after: accountView(result.account),
    });
    return { outcome: result.outcome, account: accountView(result.account) };
  },
});

function setDisabled(disabled: boolean) {
  return operation({
    action: disabled ? 'staff.disable' : 'staff.enable',
    params: staffIdParams,
    doc: disabled
      ? {
          summary: 'Disables a staff account and ends its sessions (not your own; 404 when unknown)',
          operationId: 'postStaffAccountDisable',
          response: staffAccountSetSchema,
        }
      : {
          summary: 'Enables a disabled staff account again (404 when unknown)',
          operationId: 'postStaffAccountEnable',
          response: staffAccountSetSchema,
        },
    handler: async ({ params }, ctx) => {
      const account = await accountOr404(ctx, params.id);
      if (disabled && account.id === ctx.signedIn?.account.id)
        throw new HttpError(422, 'You cannot disable your own account.');
      const result = await ctx.app.staffAuth.setDisabled(account.id, disabled, ctx.now);
      ctx.audit({ target: account.email, before: accountView(result.before), after: accountView(result.after) });
      return { account: accountView(result.after), sessionsEnded: result.revoked };
    },
  });
}
export const disableAccount = setDisabled(true);
export const enableAccount = setDisabled(false);

export const endSessions = operation({
  action: 'staff.sessions-ended',
  params: staffIdParams,
  doc: {
    summary: 'Ends every open session of a staff account (404 when unknown)',
    operationId: 'postStaffAccountEndSessions',
    response: staffSessionsEndedSchema,
  },
  handler: async ({ params }, ctx) => {
    const account = await accountOr404(ctx, params.id);
    const ended = await ctx.app.repositories.staff.revokeSessionsOf(account.id, ctx.now);
    ctx.audit({ target: account.email, after: { sessionsEnded: ended } });
    return { sessionsEnded: ended };
  },
});

export const auditTrail = operation({
  query: z.object({ before: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
  doc: {
    summary: 'The audit trail: every staff write, newest first (100 at a time, before an entry when asked)',
    operationId: 'getStaffAudit',
    response: staffAuditListSchema,
  },
  handler: async ({ query }, ctx) => {
    const rows = await ctx.app.repositories.staff.listAudit({
      limit: 100,
      ...(query.before ? { beforeId: query.before } : {}),
    });
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  },
});

/**
 * Payouts (admins: a period's disbursement and reconciliation, and recording a payout, the same
 * services as `ops disbursements [--mark-paid]`) and the outbox (operators: the messages, and
 * retrying failed ones, as `ops mail list` and `ops mail retry`).
 */
import { outboxRetryParams, payoutPeriodSchema, recordPayoutSchema } from '@littlegivers/shared/contract/schemas/staff';
import {
  staffOutboxRetrySchema,
  staffOutboxSchema,
  staffPayoutPeriodSchema,
  staffPayoutRecordedSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { z } from 'zod/mini';
import { isoDate, parseBoundary } from '../../lib/format';
import { OpsError } from '../../lib/ops-error';
import { MAIL_STATUSES } from '../../repositories/mail-outbox';
import { paidOnProblem } from '../../services/disbursements';
import { operation } from '../../staff/route-kit';

export const payoutPeriod = operation({
  query: payoutPeriodSchema,
  doc: {
    summary:
      "A period's gifts per charity (by the day the code was used, the end day included), reconciled to the cent, and what is left to pay",
    operationId: 'getStaffPayoutPeriod',
    response: staffPayoutPeriodSchema,
  },
  // The gift lines (each names a child) stay on the server: the answer's schema has none.
  handler: async ({ query }, ctx) =>
    ctx.app.payouts.disbursement(parseBoundary(query.from, 'from'), parseBoundary(query.to, 'to')),
});

/** A paid-on day refused: the console marks the field (the refusal's `fields`). */
class PaidOnError extends OpsError {
  constructor(message: string) {
    super(message, 1, { paidOn: message });
  }
}

export const recordPayout = operation({
  action: 'payouts.record',
  body: recordPayoutSchema,
  doc: {
    summary:
      "Records the period's unpaid gift lines as one payout (its day, method and reference); refused while the period does not reconcile",
    operationId: 'postStaffPayout',
    response: staffPayoutRecordedSchema,
  },
  handler: async ({ body }, ctx) => {
    ctx.audit({ target: `${body.from} to ${body.to}` });
    const report = await ctx.app.payouts.disbursement(parseBoundary(body.from, 'from'), parseBoundary(body.to, 'to'));
    const paidOn = body.paidOn ?? isoDate(ctx.now);
    const problem = paidOnProblem(paidOn, isoDate(ctx.now), report);
    if (problem) throw new PaidOnError(`Paid on ${problem}.`);
    const result = await ctx.app.payouts.markPaid(report, {
      paidOn,
      method: body.method,
      reference: body.reference,
    });
    ctx.audit({ after: result });
    return result;
  },
});

export const outboxList = operation({
  query: z.object({ status: z.optional(z.enum(MAIL_STATUSES)) }),
  doc: {
    summary: 'The outbox: the messages counted by status, and the newest 200 (of one status when asked)',
    operationId: 'getStaffOutbox',
    response: staffOutboxSchema,
  },
  handler: async ({ query }, ctx) => {
    const [rows, counts] = await Promise.all([
      ctx.app.repositories.mailOutbox.list({ ...(query.status ? { status: query.status } : {}), limit: 200 }),
      ctx.app.repositories.mailOutbox.countByStatus(),
    ]);
    return {
      counts,
      messages: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        status: row.status,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        subject: row.subject,
        lastError: row.lastError,
      })),
    };
  },
});

export const outboxRetry = operation({
  action: 'outbox.retry',
  params: outboxRetryParams,
  doc: {
    summary: 'Queues a failed message again (answers the ids queued: none when it had not failed)',
    operationId: 'postStaffOutboxRetry',
    response: staffOutboxRetrySchema,
  },
  handler: async ({ params }, ctx) => {
    const retried = await ctx.app.repositories.mailOutbox.retryFailed([params.id]);
    ctx.audit({
      target: `message #${params.id}`,
      before: { status: 'failed' },
      after: { retried: retried.length > 0 },
    });
    return { retried };
  },
});

/**
 * Payouts (admins: a period's disbursement and reconciliation, and recording a payout, the same
 * services as `ops disbursements [--mark-paid]`) and the outbox (operators: the messages, and
 * retrying failed ones, as `ops mail list` and `ops mail retry`).
 */
import { outboxRetryParams, payoutPeriodSchema, recordPayoutSchema } from '@littlegivers/shared/contract/schemas/staff';
import { z } from 'zod/mini';
import { isoDate, parseBoundary } from '../../lib/format';
import { OpsError } from '../../lib/ops-error';
import { MAIL_STATUSES } from '../../repositories/mail-outbox';
import { disbursement, markPaid, paidOnProblem } from '../../services/disbursements';
import { operation } from '../../staff/route-kit';

export const payoutPeriod = operation({
  query: payoutPeriodSchema,
  handler: async ({ query }, ctx) =>
    disbursement(ctx.app.repositories, parseBoundary(query.from, 'from'), parseBoundary(query.to, 'to')),
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
  handler: async ({ body }, ctx) => {
    ctx.audit({ target: `${body.from} to ${body.to}` });
    const report = await disbursement(
      ctx.app.repositories,
      parseBoundary(body.from, 'from'),
      parseBoundary(body.to, 'to'),
    );
    const paidOn = body.paidOn ?? isoDate(ctx.now);
    const problem = paidOnProblem(paidOn, isoDate(ctx.now), report);
    if (problem) throw new PaidOnError(`Paid on ${problem}.`);
    const result = await markPaid(ctx.app.repositories, report, {
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
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        subject: row.subject,
        lastError: row.lastError,
      })),
    };
  },
});

export const outboxRetry = operation({
  action: 'outbox.retry',
  params: outboxRetryParams,
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

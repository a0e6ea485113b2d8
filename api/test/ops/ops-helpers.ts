/**
 * Helpers of the ops tests: run an ops command line in-process on a test database, and make real
 * purchases (PayPal fake: approve + server capture) and redemptions through the API.
 */
import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { redemptionSelections, redemptions } from '../../src/db/schema';
import { runOps } from '../../src/ops/run';
import { buyer, createOrder, openRedemptionSession, paymentData } from '../helpers';

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs an ops command line in-process, capturing its output; `open` opens the database as the CLI would. */
export async function runCapturing(
  argv: string[],
  open: Parameters<typeof runOps>[2],
  options: Parameters<typeof runOps>[3] = {},
): Promise<OpsRun> {
  let stdout = '';
  let stderr = '';
  const code = await runOps(
    argv,
    {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
    },
    open,
    options,
  );
  return { code, stdout, stderr };
}

export async function ops(
  database: Database,
  argv: string[],
  options: { now?: Date; env?: Record<string, string> } = {},
): Promise<OpsRun> {
  return runCapturing(
    argv,
    async () => ({
      database: { ...database, close: async () => {} },
      config: loadConfig({ LOG_LEVEL: 'silent', RECONCILE_INTERVAL_MS: '0', ...options.env }),
    }),
    options.now ? { now: () => options.now as Date } : {},
  );
}

/** A purchase paid through the PayPal fake (approved, captured by the server), with its code in clear. */
export async function capturedPurchase(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const order = await createOrder(app, overrides);
  await buyer(app, order.payPalOrderId, 'approve');
  const paid = await app.inject({
    method: 'POST',
    url: `/api/Order/${order.id}/paypalData`,
    payload: paymentData(order.payPalOrderId),
  });
  expect(paid.statusCode).toBe(200);
  const [row] = await app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
  if (!row) throw new Error('no code issued');
  return { order, redemptionId: row.id, code: app.vault.decrypt(row.codeCiphertext) };
}

/** Redeems a code through the API, split over charities as given ({ orgId: dollars }). */
export async function redeem(app: FastifyInstance, code: string, selection: [number, number][]) {
  const session = await openRedemptionSession(app, code);
  const redemption = session.json();
  expect(redemption.sessionId).toBeTruthy();
  const put = await app.inject({
    method: 'PUT',
    url: `/api/redemptionSession/${redemption.id}`,
    payload: {
      ...redemption,
      selection: selection.map(([redemptionOrgId, amount]) => ({ redemptionOrgId, amount })),
    },
  });
  expect(put.statusCode).toBe(200);
  // The API answers the public id; the tests that read the tables need the internal one.
  const [row] = await app.db.select().from(redemptions).where(eq(redemptions.publicId, redemption.id));
  if (!row) throw new Error('redeemed code not found by its public id');
  return row.id;
}

/**
 * A period of its own for one test (a random month in 2100-2899): the tests of a file share one
 * PostgreSQL database, so each test moves its redemptions there and reports on that month only.
 */
export function privateMonth({ past = false } = {}) {
  // `past`: a month of 1900-1999, for a route that records a payout on the real today (never a future day).
  const year = past ? 1900 + randomInt(100) : 2100 + randomInt(800);
  const month = 1 + randomInt(12);
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const payday = new Date(Date.UTC(year, month, 5, 12));
  return {
    from: `${year}-${mm}-01`,
    to: `${year}-${mm}-${last}`,
    day: (day: number, hour = 12) => new Date(Date.UTC(year, month - 1, day, hour)),
    /** The 5th of the next month: a payout of the month's gifts is paid then (`--paid-on`)… */
    paidOn: payday.toISOString().slice(0, 10),
    /** …and the commands recording it run that day (`now`): a payout is never dated in the future. */
    payday,
  };
}

/** Moves redemptions (and their gift lines) to a given time. */
export async function setRedeemedAt(app: FastifyInstance, redemptionIds: number[], at: Date) {
  await app.db.update(redemptions).set({ redeemedAt: at }).where(inArray(redemptions.id, redemptionIds));
  await app.db
    .update(redemptionSelections)
    .set({ createdAt: at })
    .where(inArray(redemptionSelections.redemptionId, redemptionIds));
}

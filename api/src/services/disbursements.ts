/**
 * Disbursements (`ops disbursements --from DATE --to DATE`): what to pay each charity for the gifts children gave
 * in the period (by the time the code was redeemed), one line per gift in the child's name, and a
 * reconciliation to the cent:
 *   the gift amounts of all codes redeemed in the period
 *   = the sum of the gift lines (redemption selections) of those codes
 *   = the gift amounts of their orders' captured PayPal payments.
 * Any difference is listed and the exit code is 2. `--mark-paid` records the lines not yet paid
 * as one payout with its date, method and reference (payouts / payout_items, append-only), and
 * refuses while the period does not reconcile. Recording a payout tells the purchasers who asked
 * ("your gift reached <charity>") and rebuilds the public ledger, in the same transaction.
 * `reversePayout` records a correction: a new payout row with the negated lines, which are then
 * unpaid again, and tells each purchaser who heard "your gift reached" that the payment was
 * reversed. "Your gift reached" goes once per gift, however often it is reversed and paid again.
 */
import type { PayoutOrganizationTotal, PayoutPeriodTotals } from '@littlegivers/shared/contract/staff';
import { isoDate, isoMinute, usdOfCents } from '../lib/format';
import { EXIT_FLAGGED, OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import type { PayoutDetails } from '../repositories/payouts';
import { queueGiftReached } from './mail-events';

export interface GiftLine {
  selectionId: number;
  organizationId: number;
  organizationName: string;
  ein: string | null;
  recipientName: string;
  amountCents: number;
  redeemedAt: Date;
  orderIdentifier: string;
  payoutId: number | null;
  /** Given to the backup charity at one year (the code was never used). */
  backup: boolean;
}

export interface OrganizationTotal extends PayoutOrganizationTotal {
  organizationId: number;
  lines: GiftLine[];
}

export interface Disbursement extends PayoutPeriodTotals {
  from: Date;
  to: Date;
  organizations: OrganizationTotal[];
  lines: GiftLine[];
}

async function disbursement(repositories: Repositories, from: Date, to: Date): Promise<Disbursement> {
  if (to <= from) throw new OpsError('--to must be after --from');
  const { payouts } = repositories;
  const codes = await payouts.redeemedCodes(from, to);
  const rows = await payouts.giftLines(codes.map((code) => code.redemption.id));
  // Gift lines written in the period whose code is not counted as redeemed in it.
  const strays = await payouts.linesWrittenIn(from, to);

  const codeById = new Map(codes.map((code) => [code.redemption.id, code]));
  const lines: GiftLine[] = rows.map(({ selection, organization, payoutId }) => {
    const code = codeById.get(selection.redemptionId);
    return {
      selectionId: selection.id,
      organizationId: organization.id,
      organizationName: organization.organizationName,
      ein: organization.ein,
      recipientName: selection.recipientName,
      amountCents: selection.amountCents,
      redeemedAt: code?.redemption.redeemedAt ?? selection.createdAt,
      orderIdentifier: code?.order.orderIdentifier ?? '',
      payoutId: payoutId === null || payoutId === undefined ? null : Number(payoutId),
      backup: selection.backup,
    };
  });

  const differences: string[] = [];
  const rowsByCode = new Map<number, number>();
  for (const row of rows)
    rowsByCode.set(
      row.selection.redemptionId,
      (rowsByCode.get(row.selection.redemptionId) ?? 0) + row.selection.amountCents,
    );
  let capturedGiftCents = 0;
  for (const { redemption, order } of codes) {
    const rowCents = rowsByCode.get(redemption.id) ?? 0;
    if (rowCents !== redemption.amountCents)
      differences.push(
        `${order.orderIdentifier}: code worth ${usdOfCents(redemption.amountCents)} but its gift lines add up to ${usdOfCents(rowCents)} (difference ${usdOfCents(rowCents - redemption.amountCents)})`,
      );
    const captured = order.status === 'paid' && order.paymentMethod === 'paypal' && !!order.paypalCaptureId;
    if (!captured)
      differences.push(
        `${order.orderIdentifier}: no captured PayPal payment (status ${order.status}, payment ${order.paymentMethod ?? 'none'})`,
      );
    else capturedGiftCents += order.giftCents;
    if (order.giftCents !== redemption.amountCents)
      differences.push(
        `${order.orderIdentifier}: the order paid a gift of ${usdOfCents(order.giftCents)} but the code is worth ${usdOfCents(redemption.amountCents)}`,
      );
  }
  for (const { selection, redemption } of strays) {
    if (codeById.has(redemption.id)) continue;
    differences.push(
      `gift line #${selection.id} (${usdOfCents(selection.amountCents)}, ${isoMinute(selection.createdAt)}) belongs to a code ${redemption.redeemedAt ? `redeemed ${isoMinute(redemption.redeemedAt)}, outside the period` : 'that is not redeemed'}`,
    );
  }

  const byOrganization = new Map<number, OrganizationTotal>();
  for (const line of lines) {
    const total = byOrganization.get(line.organizationId) ?? {
      organizationId: line.organizationId,
      organizationName: line.organizationName,
      ein: line.ein,
      giftCount: 0,
      totalCents: 0,
      toPayCents: 0,
      lines: [],
    };
    total.giftCount += 1;
    total.totalCents += line.amountCents;
    if (line.payoutId === null) total.toPayCents += line.amountCents;
    total.lines.push(line);
    byOrganization.set(line.organizationId, total);
  }
  const redeemedCodesCents = codes.reduce((sum, code) => sum + code.redemption.amountCents, 0);
  const rowsCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const toPayCents = lines.filter((line) => line.payoutId === null).reduce((sum, line) => sum + line.amountCents, 0);
  if (redeemedCodesCents !== rowsCents)
    differences.unshift(
      `redeemed codes ${usdOfCents(redeemedCodesCents)} ≠ gift lines ${usdOfCents(rowsCents)} (difference ${usdOfCents(rowsCents - redeemedCodesCents)})`,
    );
  if (capturedGiftCents !== redeemedCodesCents)
    differences.unshift(
      `captured PayPal gift amounts ${usdOfCents(capturedGiftCents)} ≠ redeemed codes ${usdOfCents(redeemedCodesCents)} (difference ${usdOfCents(capturedGiftCents - redeemedCodesCents)})`,
    );
  return {
    from,
    to,
    organizations: [...byOrganization.values()],
    lines,
    redeemedCodes: codes.length,
    redeemedCodesCents,
    rowsCents,
    capturedGiftCents,
    toPayCents,
    alreadyPaidCents: rowsCents - toPayCents,
    differences,
    reconciled: differences.length === 0,
  };
}

export function reconciliationText(report: Disbursement): string {
  const summary = `${report.redeemedCodes} redeemed code(s) worth ${usdOfCents(report.redeemedCodesCents)}; ${report.lines.length} gift line(s) totalling ${usdOfCents(report.rowsCents)}; captured PayPal gift amounts ${usdOfCents(report.capturedGiftCents)}`;
  if (report.reconciled) return `Reconciliation: ${summary}. Reconciled to the cent.\n`;
  return `Reconciliation: ${summary}.\nDIFFERENCES (${report.differences.length}):\n${report.differences.map((line) => `  ! ${line}`).join('\n')}\n`;
}

/**
 * Why a payout of `report` cannot be dated `paidOn` (a UTC day, YYYY-MM-DD), or undefined when it
 * can: the money leaves on or before today and on or after the last gift it pays was chosen. The
 * words follow the day (the CLI puts "--paid-on" before them, the staff console names the field).
 */
export function paidOnProblem(paidOn: string, today: string, report: Disbursement): string | undefined {
  if (paidOn > today) return `${paidOn} is in the future (today is ${today}, UTC): give the day the money left`;
  const lastChosen = report.lines
    .filter((line) => line.payoutId === null)
    .map((line) => isoDate(line.redeemedAt))
    .sort()
    .at(-1);
  if (lastChosen && paidOn < lastChosen)
    return `${paidOn} is before the last gift it pays was chosen (${lastChosen}): a payout is paid on or after that day; nothing was recorded`;
  return undefined;
}

export type MarkPaidResult =
  | { outcome: 'recorded'; payoutId: number; giftCount: number; totalCents: number }
  | { outcome: 'nothing-new'; payoutIds: number[] };

/** Records the period's unpaid lines as one payout. Lines already in a payout are left out. */
async function markPaid(
  repositories: Repositories,
  report: Disbursement,
  details: PayoutDetails,
): Promise<MarkPaidResult> {
  if (!report.reconciled) throw new OpsError('The period does not reconcile: no payout was recorded.', EXIT_FLAGGED);
  try {
    return await recordPayout(repositories, report, details);
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505')
      throw new OpsError(
        'Another run recorded some of these lines at the same time: nothing recorded here; run again to see.',
      );
    throw error;
  }
}

async function recordPayout(
  repositories: Repositories,
  report: Disbursement,
  details: PayoutDetails,
): Promise<MarkPaidResult> {
  return repositories.transaction(async (tx) => {
    const { payouts } = tx;
    await payouts.lockForRecording();
    const alreadyPaid = await payouts.paidLines(report.lines.map((line) => line.selectionId));
    const paid = new Set(alreadyPaid.map((row) => row.selectionId));
    const fresh = report.lines.filter((line) => !paid.has(line.selectionId));
    if (fresh.length === 0)
      return { outcome: 'nothing-new', payoutIds: [...new Set(alreadyPaid.map((row) => row.payoutId))].sort() };
    const totalCents = fresh.reduce((sum, line) => sum + line.amountCents, 0);
    const payoutId = await payouts.record(
      { periodFrom: report.from, periodTo: report.to, totalCents, ...details },
      fresh.map((line) => ({
        selectionId: line.selectionId,
        organizationId: line.organizationId,
        amountCents: line.amountCents,
      })),
    );
    await queueGiftReached(tx, payoutId);
    await tx.ledger.refresh();
    return { outcome: 'recorded', payoutId, giftCount: fresh.length, totalCents };
  });
}

export type ReverseResult =
  | { outcome: 'reversed'; payoutId: number; giftCount: number; totalCents: number }
  | { outcome: 'already-reversed'; payoutIds: number[] };

/**
 * Records a correction of payout `id` (the money did not arrive, a check was voided): a new payout
 * with the negated lines it still pays. Those lines are unpaid again, for a later --mark-paid.
 */
async function reversePayout(
  repositories: Repositories,
  id: number,
  details: PayoutDetails & { reason: string },
): Promise<ReverseResult> {
  return repositories.transaction(async (tx) => {
    await tx.payouts.lockForRecording();
    const payout = await tx.payouts.find(id);
    if (!payout) throw new OpsError(`No payout #${id}.`);
    if (payout.totalCents < 0) throw new OpsError(`Payout #${id} is itself a correction: it cannot be reversed.`);
    const lines = await tx.payouts.linesStillPaidBy(id);
    if (lines.length === 0)
      return { outcome: 'already-reversed', payoutIds: (await tx.payouts.corrections(id)).map((row) => row.id) };
    const payoutId = await tx.payouts.recordReversal(payout, details, lines);
    // Whoever was told the gift reached the charity hears that this payment was reversed.
    await tx.mailOutbox.queuePayoutReversed(payoutId);
    await tx.ledger.refresh();
    return {
      outcome: 'reversed',
      payoutId,
      giftCount: lines.length,
      totalCents: -lines.reduce((sum, line) => sum + line.amountCents, 0),
    };
  });
}

/** The payouts service (`app.payouts`, `ctx.services.payouts`): a period's report, recording and reversing a payout. */
export function createPayoutService({ repositories }: { repositories: Repositories }) {
  return {
    disbursement: (from: Date, to: Date) => disbursement(repositories, from, to),
    markPaid: (report: Disbursement, details: PayoutDetails) => markPaid(repositories, report, details),
    reversePayout: (id: number, details: PayoutDetails & { reason: string }) =>
      reversePayout(repositories, id, details),
  };
}

/**
 * `ops unredeemed [--older-than 6m]`: paid gifts whose code has not been used, oldest first, with
 * the purchaser's contact. The after-gift run reminds the grown-up and, at one year, gives the
 * gift to its backup charity (services/after-gift.ts); never contact the child.
 */
import { csv, dollars, isoDate, oneOf, parseAge, table, usdOfCents } from '../../lib/format';
import type { OpsContext } from '../context';

export async function unredeemedCommand(ctx: OpsContext, values: { 'older-than'?: string; format?: string }) {
  const now = ctx.now();
  const format = oneOf('format', values.format ?? 'table', ['table', 'csv', 'json'] as const);
  const paidBefore = values['older-than'] ? parseAge(values['older-than'], now) : undefined;
  const gifts = await ctx.services.shipping.unredeemedGifts({ ...(paidBefore ? { paidBefore } : {}), now });
  const headers = ['order', 'paid', 'age (days)', 'amount', 'recipient', 'purchaser', 'purchaser email', 'shipped'];
  const rows = (money: (cents: number) => string) =>
    gifts.map((gift) => [
      gift.orderIdentifier,
      isoDate(gift.paidAt),
      gift.ageDays,
      money(gift.amountCents),
      gift.recipientName,
      gift.fromName,
      gift.email,
      isoDate(gift.shippedAt),
    ]);
  const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  if (format === 'json') ctx.stdout(`${JSON.stringify(gifts, null, 2)}\n`);
  else if (format === 'csv') ctx.stdout(csv(headers, rows(dollars)));
  else {
    ctx.stdout(table(headers, rows(usdOfCents)));
    ctx.stdout(
      `${gifts.length} unredeemed gift(s)${paidBefore ? ` paid on or before ${isoDate(paidBefore)}` : ''}, ${usdOfCents(totalCents)} in all. The grown-up gets reminders at 30 and 90 days and a notice before one year; a gift still unused at one year goes to its backup charity (ops after-gift run). Never contact the child.\n`,
    );
  }
  return 0;
}

/**
 * `ops print-queue [--format table|json|csv] [--all]` (the print queue, codes included) and
 * `ops mark-printed <orderIdentifier>...` (orders printed by hand leave the queue).
 */
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { isoMinute, normalizeOrderIdentifier, oneOf, table, usdOfCents } from '../../lib/format';
import type { PostalRepository } from '../../repositories/postal';
import { toCsv } from '../../services/print-queue';
import type { ShippingService } from '../../services/shipping';
import { EXIT_USAGE, type OpsContext, OpsError } from '../context';

export async function printQueueCommand(ctx: OpsContext, values: { format?: string; all?: boolean }) {
  const format = oneOf('format', values.format ?? 'table', ['table', 'json', 'csv'] as const);
  const all = values.all === true;
  const entries = await ctx.services.printing.queue({ includePrinted: all });
  if (format === 'csv') ctx.stdout(toCsv(entries));
  else if (format === 'json') ctx.stdout(`${JSON.stringify(entries, null, 2)}\n`);
  else {
    ctx.stdout(
      table(
        ['order', 'paid', 'code', 'amount', 'recipient', 'from', 'ship to', 'package'],
        entries.map((entry) => [
          entry.orderIdentifier,
          entry.paidAt ? isoMinute(new Date(entry.paidAt)) : '',
          entry.redemptionCode,
          usdOfCents(Math.round(entry.amount * 100)),
          entry.recipientName,
          entry.fromName,
          [entry.shipTo.name, entry.shipTo.city, entry.shipTo.state, entry.shipTo.zipcode].filter(Boolean).join(', '),
          entry.package.name,
        ]),
      ),
    );
    ctx.stdout(
      entries.length === 0
        ? `Nothing ${all ? 'paid' : 'waiting to print'}: the print queue is empty.\n`
        : `${entries.length} card(s) ${all ? 'paid, printed or not' : 'to print'}. The codes are in clear: \`ops print\` renders the PDFs.\n`,
    );
  }
  return 0;
}

/** Why an order asked for was not marked printed, in the operator's words. */
async function whyNotMarked(shipping: ShippingService, mail: PostalRepository, identifier: string): Promise<string> {
  const [order] = await shipping.listOrders({ identifiers: [identifier] });
  if (!order) return (await mail.orderExists(identifier)) ? 'not paid, so not on the print queue' : 'no such order';
  const delivery = deliveryMethod(order.delivery);
  if (!delivery.printedByTeam) return `${delivery.opsHandOff}: the team does not print it`;
  if (order.printedAt) return `already printed ${isoMinute(order.printedAt)}`;
  return `already shipped ${isoMinute(order.shippedAt)}`;
}

/**
 * Says which orders left the queue and why each other one did not (unknown, not paid, already
 * printed, or a card the team does not print); exit 1 when one asked for was not marked.
 */
export async function markPrintedCommand(ctx: OpsContext, positionals: string[], values: { json?: boolean } = {}) {
  if (positionals.length === 0) throw new OpsError('usage: ops mark-printed <orderIdentifier>...', EXIT_USAGE);
  const asked = [...new Set(positionals.map(normalizeOrderIdentifier))];
  const { postal: mail } = ctx.services.repositories;
  const marked = await ctx.services.shipping.markPrinted(asked, ctx.now());
  const notMarked = [];
  for (const orderIdentifier of asked.filter((id) => !marked.includes(id)))
    notMarked.push({ orderIdentifier, reason: await whyNotMarked(ctx.services.shipping, mail, orderIdentifier) });
  if (values.json) ctx.stdout(`${JSON.stringify({ marked, notMarked }, null, 2)}\n`);
  else {
    for (const id of marked) ctx.stdout(`${id}: marked printed (off the print queue; next: ops ship ${id})\n`);
    for (const { orderIdentifier, reason } of notMarked) ctx.stderr(`${orderIdentifier}: ${reason}; nothing changed\n`);
    if (notMarked.length > 0)
      ctx.stderr(
        marked.length === 0
          ? 'Nothing was marked printed.\n'
          : `${marked.length} of ${asked.length} order(s) marked printed.\n`,
      );
  }
  return notMarked.length > 0 ? 1 : 0;
}

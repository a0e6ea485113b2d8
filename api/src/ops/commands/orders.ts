/**
 * `ops orders` (paid orders by stage) and `ops ship` (mark mailed, with the tracking number of
 * tracked packages): the shipping service (services/shipping.ts) with a table, CSV or JSON.
 */
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { csv, dollars, isoMinute, normalizeOrderIdentifier, oneOf, table, usdOfCents } from '../../lib/format';
import { type OpsOrder, ORDER_STAGES } from '../../services/shipping';
import { type OpsContext, OpsError } from '../context';

const orderColumns = [
  'order',
  'status',
  'paid',
  'printed',
  'shipped',
  'tracking',
  'redeemed',
  'amount',
  'recipient',
  'from',
  'ship to',
  'city/state/zip',
  'delivery',
  'package',
  'tracked',
];

/** One order's cells; money as the product writes it in the table, plain dollars in CSV. */
function orderRow(order: OpsOrder, money: (cents: number) => string) {
  return [
    order.orderIdentifier,
    order.stage,
    isoMinute(order.paidAt),
    isoMinute(order.printedAt),
    isoMinute(order.shippedAt),
    order.trackingNumber,
    isoMinute(order.redeemedAt),
    money(order.amountCents),
    order.recipientName,
    order.fromName,
    order.shipToName,
    order.shipToCityStateZip,
    deliveryMethod(order.delivery).opsLabel,
    order.packageName,
    order.tracked ? 'yes' : 'no',
  ];
}

export async function ordersCommand(ctx: OpsContext, values: { status?: string; format?: string }) {
  const stage = values.status === undefined ? undefined : oneOf('status', values.status, ORDER_STAGES);
  const format = oneOf('format', values.format ?? 'table', ['table', 'csv', 'json'] as const);
  const list = await ctx.services.shipping.listOrders(stage ? { stage } : {});
  if (format === 'json') ctx.stdout(`${JSON.stringify(list, null, 2)}\n`);
  else if (format === 'csv')
    ctx.stdout(
      csv(
        orderColumns,
        list.map((order) => orderRow(order, dollars)),
      ),
    );
  else {
    ctx.stdout(
      table(
        orderColumns,
        list.map((order) => orderRow(order, usdOfCents)),
      ),
    );
    ctx.stderr(`${list.length} order(s)${stage ? ` ${stage}` : ''}\n`);
  }
  return 0;
}

export async function shipCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { tracking?: string; force?: boolean; json?: boolean },
) {
  if (positionals.length === 0) throw new OpsError('usage: ops ship <orderIdentifier>... [--tracking N] [--force]', 64);
  if (values.tracking !== undefined && positionals.length > 1)
    throw new OpsError('--tracking belongs to one order: ship tracked orders one at a time', 64);
  const identifiers = [...new Set(positionals.map(normalizeOrderIdentifier))];
  const results = await ctx.services.shipping.shipOrders(identifiers, {
    ...(values.tracking !== undefined ? { trackingNumber: values.tracking } : {}),
    force: values.force ?? false,
    now: ctx.now(),
  });
  if (values.json) {
    ctx.stdout(`${JSON.stringify(results, null, 2)}\n`);
    return 0;
  }
  for (const result of results) {
    const tracking = result.trackingNumber ? ` (tracking ${result.trackingNumber})` : '';
    const what =
      result.outcome === 'shipped'
        ? `marked shipped${tracking}`
        : result.outcome === 'tracking-updated'
          ? `tracking number replaced${tracking}`
          : `already shipped ${isoMinute(result.shippedAt)}${tracking}; nothing changed`;
    ctx.stdout(`${result.orderIdentifier}: ${what}\n`);
  }
  return 0;
}

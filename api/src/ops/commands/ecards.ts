/**
 * `ops ecards`: e-cards not sent yet, soonest first (order, when it goes, the day and zone chosen,
 * its state); `ops ecards send <orderIdentifier>` sends one at the sender's next pass (the API's,
 * or `ops mail send`). Never the grown-up's link or the code.
 */
import { isoMinute, normalizeOrderIdentifier, oneOf, table } from '../../lib/format';
import { type OpsContext, OpsError } from '../context';

export const ECARDS_USAGE = 'ops ecards [--format table|json] | ops ecards send <orderIdentifier>';

export async function ecardsCommand(ctx: OpsContext, positionals: string[], values: { format?: string }) {
  const [action, identifier] = positionals;
  const format = oneOf('format', values.format ?? 'table', ['table', 'json'] as const);
  if (action === 'send') {
    if (!identifier || positionals.length !== 2) throw new OpsError(`usage: ${ECARDS_USAGE}`, 64);
    const order = normalizeOrderIdentifier(identifier);
    const outcome = await ctx.services.ecards.sendNow(order);
    if (outcome === 'not-an-ecard') throw new OpsError(`${order}: no such e-card`);
    if (format === 'json') {
      ctx.stdout(`${JSON.stringify({ orderIdentifier: order, outcome }, null, 2)}\n`);
      return 0;
    }
    ctx.stdout(
      outcome === 'sending'
        ? `${order}: the e-card goes at the sender's next pass (within a minute of now)\n`
        : `${order}: the e-card has already gone; nothing changed (the purchaser can send it again from their page)\n`,
    );
    return 0;
  }
  if (action !== undefined) throw new OpsError(`usage: ${ECARDS_USAGE}`, 64);
  const rows = await ctx.services.ecards.scheduled();
  if (format === 'json') ctx.stdout(`${JSON.stringify(rows, null, 2)}\n`);
  else {
    ctx.stdout(
      table(
        ['order', 'sends at (UTC)', 'send on', 'time zone', 'status', 'attempts'],
        rows.map((row) => [
          row.orderIdentifier,
          isoMinute(row.sendAt),
          row.sendOn,
          row.timeZone,
          row.status,
          row.attempts,
        ]),
      ),
    );
    ctx.stderr(`${rows.length} e-card(s) not sent yet\n`);
  }
  return 0;
}

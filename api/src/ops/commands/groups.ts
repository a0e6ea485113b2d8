/**
 * `ops groups`: every group card (docs/group-gifts.md), the soonest closing first: its card's order
 * number, state, closing moment, the parts counted and their total, the refunds due and made.
 * `ops groups close <orderIdentifier>` closes one now (the card goes for the total, as the
 * organizer's "close now" does); `ops groups cancel <orderIdentifier>` cancels it (every part
 * refunded through PayPal, each giver told). Never a link, an e-mail or a name. A close or cancel is
 * in the audit trail as done by `ops` (`groups.close`, `groups.cancel`, the order as its target),
 * beside the console's actions.
 */
import { fromCents } from '@littlegivers/shared/contract/money';
import { isoMinute, normalizeOrderIdentifier, oneOf, table } from '../../lib/format';
import type { Repositories } from '../../repositories';
import type { GroupService } from '../../services/groups';
import { OPS_ACTOR, recordAudit } from '../../staff/audit';
import { type OpsContext, OpsError } from '../context';

export const GROUPS_USAGE =
  'ops groups [--format table|json] | ops groups close <orderIdentifier> | ops groups cancel <orderIdentifier>';

/**
 * Closes or cancels a group card by its order number as `ops groups close|cancel` does, and writes
 * its audit record as done by `ops`; undefined when no group card has that order.
 */
export async function actOnGroup(
  services: { groups: GroupService; repositories: Repositories },
  order: string,
  action: 'close' | 'cancel',
  now: Date,
) {
  const outcome = await services.groups.actByOrder(order, action, now);
  if (!outcome) return undefined;
  const result = {
    orderIdentifier: order,
    state: outcome.state,
    total: fromCents(outcome.totalCents),
    givers: outcome.givers,
    ...(outcome.postageRefundCents ? { postageRefunded: fromCents(outcome.postageRefundCents) } : {}),
  };
  await recordAudit(services.repositories, OPS_ACTOR, {
    action: `groups.${action}`,
    target: order,
    outcome: outcome.already ? `already ${outcome.state}: nothing changed` : 'ok',
    before: { state: outcome.already ? outcome.state : 'open' },
    after: result,
  });
  return { outcome, result };
}

export async function groupsCommand(ctx: OpsContext, positionals: string[], values: { format?: string }) {
  const [action, identifier] = positionals;
  const format = oneOf('format', values.format ?? 'table', ['table', 'json'] as const);
  if (action === 'close' || action === 'cancel') {
    if (!identifier || positionals.length !== 2) throw new OpsError(`usage: ${GROUPS_USAGE}`, 64);
    const order = normalizeOrderIdentifier(identifier);
    const acted = await actOnGroup(ctx.services, order, action, ctx.now());
    if (!acted) throw new OpsError(`${order}: no group card has this order`);
    const { outcome, result } = acted;
    if (format === 'json') ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
    else if (outcome.already || outcome.state !== (action === 'close' ? 'closed' : 'cancelled'))
      ctx.stdout(`${order}: the group card was already ${outcome.state}; nothing changed\n`);
    else if (action === 'cancel')
      ctx.stdout(
        `${order}: cancelled; ${outcome.givers} part(s) refunded through PayPal, each giver told${result.postageRefunded ? `; the postage ($${result.postageRefunded.toFixed(2)}) refunded to the organizer` : ''}\n`,
      );
    else
      ctx.stdout(
        outcome.givers
          ? `${order}: closed; the card goes for $${result.total.toFixed(2)} from ${outcome.givers} giver(s)\n`
          : `${order}: closed; nobody had chipped in, so nothing was sent (the organizer is told)\n`,
      );
    return 0;
  }
  if (action !== undefined) throw new OpsError(`usage: ${GROUPS_USAGE}`, 64);
  const rows = await ctx.services.groups.overview();
  if (format === 'json')
    ctx.stdout(
      `${JSON.stringify(
        rows.map(({ id: _id, countedCents, ...row }) => ({ ...row, total: fromCents(countedCents) })),
        null,
        2,
      )}\n`,
    );
  else {
    ctx.stdout(
      table(
        ['order', 'state', 'closes at (UTC)', 'parts', 'total', 'refunds due', 'refunded'],
        rows.map((row) => [
          row.orderIdentifier,
          row.state,
          isoMinute(row.closesAt),
          row.counted,
          fromCents(row.countedCents).toFixed(2),
          row.refundDue,
          row.refunded,
        ]),
      ),
    );
    ctx.stderr(`${rows.length} group card(s)\n`);
  }
  return 0;
}

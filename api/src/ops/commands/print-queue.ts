/**
 * `ops print-queue [--format json|csv] [--all]` (the print queue as data, codes included) and
 * `ops mark-printed <orderIdentifier>...` (orders printed by hand leave the queue).
 */
import { normalizeOrderIdentifier } from '../../lib/format';
import { printQueue, toCsv } from '../../services/print-queue';
import { markPrinted } from '../../services/shipping';
import { EXIT_USAGE, type OpsContext, OpsError } from '../context';

export async function printQueueCommand(ctx: OpsContext, values: { format?: string; all?: boolean }) {
  if (values.format !== 'json' && values.format !== 'csv') throw new OpsError('--format must be json or csv', 64);
  const entries = await printQueue(ctx.services.repositories.mail, ctx.vault, { includePrinted: values.all === true });
  ctx.stdout(values.format === 'csv' ? toCsv(entries) : `${JSON.stringify(entries, null, 2)}\n`);
  return 0;
}

/**
 * Says which orders left the queue and which did not (not on it: unknown, already printed, or a
 * card nobody prints, printed at home or e-mailed); exit 1 when one asked for was not marked.
 */
export async function markPrintedCommand(ctx: OpsContext, positionals: string[], values: { json?: boolean } = {}) {
  if (positionals.length === 0) throw new OpsError('usage: ops mark-printed <orderIdentifier>...', EXIT_USAGE);
  const asked = positionals.map(normalizeOrderIdentifier);
  const marked = await markPrinted(ctx.services.repositories.mail, asked, ctx.now());
  const notMarked = asked.filter((id) => !marked.includes(id));
  if (values.json) ctx.stdout(`${JSON.stringify({ marked, notMarked })}\n`);
  else {
    for (const id of marked) ctx.stdout(`${id}: marked printed\n`);
    for (const id of notMarked)
      ctx.stderr(
        `${id}: not on the print queue (unknown, already printed, or a card the team does not print): nothing changed\n`,
      );
  }
  return notMarked.length > 0 ? 1 : 0;
}

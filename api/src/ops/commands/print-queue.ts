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

export async function markPrintedCommand(ctx: OpsContext, positionals: string[]) {
  if (positionals.length === 0) throw new OpsError('usage: ops mark-printed <orderIdentifier>...', EXIT_USAGE);
  const marked = await markPrinted(
    ctx.services.repositories.mail,
    positionals.map(normalizeOrderIdentifier),
    ctx.now(),
  );
  ctx.stdout(`${JSON.stringify({ marked })}\n`);
  return 0;
}

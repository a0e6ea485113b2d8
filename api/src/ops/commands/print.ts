/**
 * `ops print`: every paid, unprinted (and unredeemed) order → cards.pdf, packing-list.pdf,
 * mailing-labels.pdf and manifest.json in one folder, then those orders are marked printed.
 *
 * The orders are locked (FOR UPDATE SKIP LOCKED) in a transaction that writes the files and marks
 * them printed, so a second run, even a concurrent one, prints nothing twice; if rendering or
 * writing fails, nothing is marked. The folder holds the codes in clear: keep it private and delete
 * it once the cards are printed.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiRoot } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { CodeVault } from '../../lib/code-vault';
import { type PrintQueueEntry, printQueue } from '../../services/print-queue';
import { type OpsContext, OpsError } from '../context';
import {
  CARD_TRIM,
  cardGreetingFont,
  LABEL_SIZE,
  type PdfFonts,
  printedTexts,
  renderCards,
  renderMailingLabels,
  renderPackingList,
  unprintableCharacters,
} from '../pdf';

export const PRINT_FILES = ['cards.pdf', 'packing-list.pdf', 'mailing-labels.pdf', 'manifest.json'] as const;

export interface PrintBatch {
  outDir: string | null;
  printed: PrintQueueEntry[];
  /** Orders left on the queue, with the reason. */
  held: { orderIdentifier: string; reason: string }[];
  dryRun: boolean;
}

export function defaultPrintDir(now: Date): string {
  return path.join(apiRoot, '.data', 'print', now.toISOString().replace(/[:.]/g, '-'));
}

function writeAtomically(file: string, data: Buffer | string) {
  const temporary = `${file}.partial`;
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, file);
}

export async function printBatch(
  db: Db,
  vault: CodeVault,
  options: { outDir: string; now: Date; dryRun?: boolean; fonts?: PdfFonts },
): Promise<PrintBatch> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const locked = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'paid'), isNull(orders.printedAt)))
      .for('update', { skipLocked: true });
    const lockedIds = new Set(locked.map((row) => row.id));
    const queue = (await printQueue(tx, vault)).filter((entry) => lockedIds.has(entry.orderId));
    const held: PrintBatch['held'] = [];
    const printable: PrintQueueEntry[] = [];
    for (const entry of queue) {
      const bad = options.fonts?.regular ? [] : printedTexts(entry).flatMap(unprintableCharacters);
      if (entry.redeemed) held.push({ orderIdentifier: entry.orderIdentifier, reason: 'code already redeemed' });
      else if (bad.length > 0)
        held.push({
          orderIdentifier: entry.orderIdentifier,
          reason: `characters the standard PDF fonts cannot print: ${[...new Set(bad)].join(' ')} (use --font FILE.ttf)`,
        });
      else printable.push(entry);
    }
    if (printable.length === 0) return { outDir: null, printed: [], held, dryRun: options.dryRun ?? false };

    const batchName = path.basename(options.outDir);
    const [cards, packing, labels] = await Promise.all([
      renderCards(printable, options.fonts),
      renderPackingList(printable, { name: batchName, printedAt: options.now }, options.fonts),
      renderMailingLabels(printable, options.fonts),
    ]);
    const manifest = {
      batch: batchName,
      printedAt: options.now.toISOString(),
      dryRun: options.dryRun ?? false,
      cardTrim: CARD_TRIM.label,
      labelSize: `${LABEL_SIZE.widthIn} × ${LABEL_SIZE.heightIn} in`,
      orders: printable.map((entry, index) => ({
        cardPage: index + 1,
        orderIdentifier: entry.orderIdentifier,
        recipientName: entry.recipientName,
        fromName: entry.fromName,
        greetingFontSize: cardGreetingFont(entry).fontSize,
        greetingLineHeight: cardGreetingFont(entry).lineHeight,
        package: entry.package.name,
        tracked: entry.package.tracked,
      })),
      held,
    };

    mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
    const clash = readdirSync(options.outDir).filter((name) => (PRINT_FILES as readonly string[]).includes(name));
    if (clash.length > 0)
      throw new OpsError(`${options.outDir} already holds ${clash.join(', ')}; choose another --out folder`);
    writeAtomically(path.join(options.outDir, 'cards.pdf'), cards);
    writeAtomically(path.join(options.outDir, 'packing-list.pdf'), packing);
    writeAtomically(path.join(options.outDir, 'mailing-labels.pdf'), labels);
    writeAtomically(path.join(options.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    if (!options.dryRun) {
      await tx
        .update(orders)
        .set({ printedAt: options.now })
        .where(
          and(
            inArray(
              orders.id,
              printable.map((entry) => entry.orderId),
            ),
            isNull(orders.printedAt),
          ),
        );
    }
    return { outDir: options.outDir, printed: printable, held, dryRun: options.dryRun ?? false };
  });
}

export async function printCommand(
  ctx: OpsContext,
  values: { out?: string; 'dry-run'?: boolean; font?: string; 'font-bold'?: string },
) {
  const now = ctx.now();
  const outDir = path.resolve(values.out ?? defaultPrintDir(now));
  const fonts: PdfFonts = {};
  for (const [key, file] of [
    ['regular', values.font],
    ['bold', values['font-bold']],
  ] as const) {
    if (!file) continue;
    if (!existsSync(file)) throw new OpsError(`--font${key === 'bold' ? '-bold' : ''}: no such file ${file}`);
    fonts[key] = path.resolve(file);
  }
  if (fonts.bold && !fonts.regular) throw new OpsError('--font-bold needs --font as well', 64);
  const batch = await printBatch(ctx.db, ctx.vault, { outDir, now, dryRun: values['dry-run'] ?? false, fonts });
  for (const item of batch.held) ctx.stderr(`held back ${item.orderIdentifier}: ${item.reason}\n`);
  if (!batch.outDir) {
    ctx.stdout('Nothing to print: no paid order is waiting.\n');
    return batch.held.length > 0 ? 1 : 0;
  }
  const list = batch.printed.map((entry) => entry.orderIdentifier).join(' ');
  ctx.stdout(
    `${batch.printed.length} card(s) → ${batch.outDir}\n  ${PRINT_FILES.join(', ')}\n  orders: ${list}\n` +
      (batch.dryRun
        ? '  dry run: the orders stay on the print queue\n'
        : '  marked printed; after mailing: ops ship <order> [--tracking N]\n') +
      '  The folder holds the codes in clear: delete it once the cards are printed.\n',
  );
  return batch.held.length > 0 ? 1 : 0;
}

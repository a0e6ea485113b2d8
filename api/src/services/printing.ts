/**
 * Printing: every paid, unprinted (and unredeemed) mailed order → cards.pdf, packing-list.pdf,
 * mailing-labels.pdf and manifest.json in one folder, then those orders are marked printed.
 *
 * The orders are locked (FOR UPDATE SKIP LOCKED) in a transaction that writes the files and marks
 * them printed, so a second run, even a concurrent one, prints nothing twice; if rendering or
 * writing fails, nothing is marked. The folder holds the codes in clear: keep it private and delete
 * it once the cards are printed.
 */
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { apiRoot } from '../config';
import type { CodeVault } from '../lib/code-vault';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import {
  CARD_TRIM,
  cardGreetingFont,
  LABEL_SIZE,
  type PdfFonts,
  printedTexts,
  unprintableCharacters,
  writeCards,
  writeMailingLabels,
  writePackingList,
} from './print-pdf';
import { type PrintQueueEntry, printQueue } from './print-queue';

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

/** Streams a PDF into `file.partial`, then renames it: a failed run leaves no half file under the real name. */
async function streamAtomically(file: string, write: (out: Writable) => Promise<void>) {
  const temporary = `${file}.partial`;
  try {
    await write(createWriteStream(temporary, { mode: 0o600 }));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  renameSync(temporary, file);
}

export async function printBatch(
  repositories: Repositories,
  vault: CodeVault,
  options: { outDir: string; now: Date; dryRun?: boolean; fonts?: PdfFonts },
): Promise<PrintBatch> {
  return repositories.transaction(async ({ mail }) => {
    const lockedIds = await mail.lockUnprinted();
    const queue = (await printQueue(mail, vault)).filter((entry) => lockedIds.has(entry.orderId));
    const held: PrintBatch['held'] = [];
    const printable: PrintQueueEntry[] = [];
    for (const entry of queue) {
      const bad = options.fonts?.regular ? [] : printedTexts(entry).flatMap(unprintableCharacters);
      if (entry.redeemed) held.push({ orderIdentifier: entry.orderIdentifier, reason: 'code already redeemed' });
      else if (bad.length > 0)
        held.push({
          orderIdentifier: entry.orderIdentifier,
          reason: `characters the print fonts (Nunito, Helvetica) cannot show: ${[...new Set(bad)].join(' ')} (use --font FILE.ttf)`,
        });
      else printable.push(entry);
    }
    if (printable.length === 0) return { outDir: null, printed: [], held, dryRun: options.dryRun ?? false };

    const batchName = path.basename(options.outDir);
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
        designKey: entry.designKey,
        package: entry.package.name,
        tracked: entry.package.tracked,
      })),
      held,
    };

    mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
    const clash = readdirSync(options.outDir).filter((name) => (PRINT_FILES as readonly string[]).includes(name));
    if (clash.length > 0)
      throw new OpsError(`${options.outDir} already holds ${clash.join(', ')}; choose another --out folder`);
    // Each PDF is streamed to its file as it is drawn: memory does not grow with the batch.
    const file = (name: string) => path.join(options.outDir, name);
    await streamAtomically(file('cards.pdf'), (out) => writeCards(printable, out, options.fonts));
    await streamAtomically(file('packing-list.pdf'), (out) =>
      writePackingList(printable, { name: batchName, printedAt: options.now }, out, options.fonts),
    );
    await streamAtomically(file('mailing-labels.pdf'), (out) => writeMailingLabels(printable, out, options.fonts));
    writeAtomically(file('manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    if (!options.dryRun) {
      await mail.markPrinted(
        printable.map((entry) => entry.orderId),
        options.now,
      );
    }
    return { outDir: options.outDir, printed: printable, held, dryRun: options.dryRun ?? false };
  });
}

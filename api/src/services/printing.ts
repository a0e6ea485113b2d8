/**
 * Printing: every paid, unprinted (and unredeemed) mailed order → cards.pdf, packing-list.pdf,
 * mailing-labels.pdf and manifest.json in one folder, then those orders are marked printed.
 *
 * The orders are locked (FOR UPDATE SKIP LOCKED) in a transaction that writes the files and marks
 * them printed, so a second run, even a concurrent one, prints nothing twice; if rendering or
 * writing fails, nothing is marked and no file is left. The queue is read a chunk of orders at a
 * time, twice: first to hold back what cannot be printed (keeping only the printed orders' ids),
 * then to draw the four files side by side, an order at a time, each streamed to its file; memory
 * does not grow with the batch. The folder holds the codes in clear: keep it private and delete
 * it once the cards are printed.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { PRINT_FILES } from '@littlegivers/shared/contract/schemas/staff';
import { apiRoot } from '../config';
import type { CodeVault } from '../lib/code-vault';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import { CARD_TRIM, cardGreetingFont } from './print-pdf/card-front';
import { cardsWriter } from './print-pdf/cards';
import { printedTexts, unprintableCharacters } from './print-pdf/entry-text';
import { LABEL_SIZE, mailingLabelsWriter } from './print-pdf/mailing-labels';
import { packingListWriter } from './print-pdf/packing-list';
import type { PdfFonts, PrintFileWriter } from './print-pdf/pdf-document';
import type { PrintedSite } from './print-pdf/printed-site';
import { type PrintQueueEntry, printQueue, printQueueEntries } from './print-queue';

type PrintFile = (typeof PRINT_FILES)[number];

export interface PrintBatch {
  outDir: string | null;
  /** The orders printed, in card order. */
  printed: Pick<PrintQueueEntry, 'orderId' | 'orderIdentifier'>[];
  /** Orders left on the queue, with the reason. */
  held: { orderIdentifier: string; reason: string }[];
  dryRun: boolean;
}

interface PrintOptions {
  outDir: string;
  now: Date;
  dryRun?: boolean;
  fonts?: PdfFonts;
  /** The kidspage (address and QR code on every card) and the return address (labels): the API's config. */
  site?: PrintedSite;
  /** Orders read (and decrypted) at a time; PRINT_CHUNK_SIZE unless given. */
  chunkSize?: number;
}

export function defaultPrintDir(now: Date): string {
  return path.join(apiRoot, '.data', 'print', now.toISOString().replace(/[:.]/g, '-'));
}

/** Why an order stays on the queue, or null when it is printed. */
function heldReason(entry: PrintQueueEntry, fonts: PdfFonts = {}): string | null {
  if (entry.redeemed) return 'code already redeemed';
  const bad = fonts.regular ? [] : printedTexts(entry).flatMap(unprintableCharacters);
  if (bad.length === 0) return null;
  return `characters the print fonts (Nunito, Helvetica) cannot show: ${[...new Set(bad)].join(' ')} (use --font FILE.ttf)`;
}

/** Closes a file stream cut short; the errors of its last writes are the failure's echo, not news. */
function closeQuietly(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.on('error', () => {});
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

/**
 * The batch's files, each written to `name.partial` and renamed once all of them are complete: a
 * failed run leaves no file under a real name, and no partial one.
 */
function partialFiles(dir: string) {
  const streams = new Map<PrintFile, WriteStream>();
  const partial = (name: PrintFile) => path.join(dir, `${name}.partial`);
  return {
    open(name: PrintFile): Writable {
      const stream = createWriteStream(partial(name), { mode: 0o600 });
      streams.set(name, stream);
      return stream;
    },
    commit() {
      for (const name of streams.keys()) renameSync(partial(name), path.join(dir, name));
    },
    /** Closes and removes them (closed first: a file still being opened would appear after its removal). */
    async discard() {
      await Promise.all([...streams.values()].map(closeQuietly));
      for (const name of streams.keys()) rmSync(partial(name), { force: true });
    },
  };
}

/** One order's line in the manifest. */
function manifestOrder(entry: PrintQueueEntry, cardPage: number) {
  const font = cardGreetingFont(entry);
  return {
    cardPage,
    orderIdentifier: entry.orderIdentifier,
    recipientName: entry.recipientName,
    fromName: entry.fromName,
    greetingFontSize: font.fontSize,
    greetingLineHeight: font.lineHeight,
    designKey: entry.designKey,
    package: entry.package.name,
    tracked: entry.package.tracked,
  };
}

/**
 * manifest.json, streamed: the text of `JSON.stringify(manifest, null, 2)` written an order at a
 * time (the manifest's text around its orders is cut where a stand-in order stands).
 */
function manifestWriter(out: Writable, head: Record<string, unknown>, held: PrintBatch['held']): PrintFileWriter {
  const text = `${JSON.stringify({ ...head, orders: ['ORDERS'], held }, null, 2)}\n`;
  const standIn = '    "ORDERS"';
  const cut = text.indexOf(standIn);
  out.write(text.slice(0, cut));
  let cardPage = 0;
  return {
    async add(entry) {
      cardPage += 1;
      const order = JSON.stringify(manifestOrder(entry, cardPage), null, 2).replace(/^/gm, '    ');
      if (!out.write(cardPage === 1 ? order : `,\n${order}`)) await once(out, 'drain');
    },
    async end() {
      out.end(text.slice(cut + standIn.length));
      await finished(out);
    },
  };
}

/** The four files in `outDir`, drawn side by side from `entries` (`count` of them), an order at a time. */
async function writeBatchFiles(
  entries: AsyncIterable<PrintQueueEntry>,
  count: number,
  held: PrintBatch['held'],
  options: PrintOptions,
) {
  mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
  const clash = readdirSync(options.outDir).filter((name) => (PRINT_FILES as readonly string[]).includes(name));
  if (clash.length > 0)
    throw new OpsError(`${options.outDir} already holds ${clash.join(', ')}; choose another --out folder`);
  const batch = { name: path.basename(options.outDir), printedAt: options.now, count };
  const files = partialFiles(options.outDir);
  try {
    const writers = [
      cardsWriter(files.open('cards.pdf'), options.fonts, options.site),
      packingListWriter(batch, files.open('packing-list.pdf'), options.fonts),
      mailingLabelsWriter(files.open('mailing-labels.pdf'), options.fonts, options.site),
      manifestWriter(
        files.open('manifest.json'),
        {
          batch: batch.name,
          printedAt: options.now.toISOString(),
          dryRun: options.dryRun ?? false,
          cardTrim: CARD_TRIM.label,
          labelSize: `${LABEL_SIZE.widthIn} × ${LABEL_SIZE.heightIn} in`,
        },
        held,
      ),
    ];
    for await (const entry of entries) for (const writer of writers) await writer.add(entry);
    for (const writer of writers) await writer.end();
  } catch (error) {
    await files.discard();
    throw error;
  }
  files.commit();
}

async function printBatch(repositories: Repositories, vault: CodeVault, options: PrintOptions): Promise<PrintBatch> {
  const dryRun = options.dryRun ?? false;
  return repositories.transaction(async ({ postal: mail }) => {
    const entries = (orderIds: readonly number[]) => printQueueEntries(mail, vault, orderIds, options.chunkSize);
    // First pass: which locked orders are printed (only their ids are kept), which are held back.
    const printed: PrintBatch['printed'] = [];
    const held: PrintBatch['held'] = [];
    for await (const entry of entries(await mail.lockUnprinted())) {
      const reason = heldReason(entry, options.fonts);
      if (reason) held.push({ orderIdentifier: entry.orderIdentifier, reason });
      else printed.push({ orderId: entry.orderId, orderIdentifier: entry.orderIdentifier });
    }
    if (printed.length === 0) return { outDir: null, printed, held, dryRun };

    const printedIds = printed.map((order) => order.orderId);
    await writeBatchFiles(entries(printedIds), printed.length, held, options);
    if (!dryRun) await mail.markPrinted(printedIds, options.now);
    return { outDir: options.outDir, printed, held, dryRun };
  });
}

/** The printing service (`app.printing`, `ctx.services.printing`): the print queue and a print run. */
export function createPrintingService({ repositories, vault }: { repositories: Repositories; vault: CodeVault }) {
  return {
    /** The paid, unprinted cards (with `includePrinted`, the printed ones too), codes in clear. */
    queue: (options: { includePrinted?: boolean } = {}) => printQueue(repositories.postal, vault, options),
    printBatch: (options: PrintOptions) => printBatch(repositories, vault, options),
  };
}

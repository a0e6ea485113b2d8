/** packing-list.pdf of `ops print` (US Letter): what goes into each envelope, in card order. */
import type { Writable } from 'node:stream';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import type { PrintQueueEntry } from '../print-queue';
import { shipToLines } from './entry-text';
import { INCH, newDocument, newPage, type PdfFonts, type PrintFileWriter, pdfWriter, writeAll } from './pdf-document';

/** packing-list.pdf (US Letter), streamed to `out`; its header counts the batch's `count` orders. */
export function packingListWriter(
  batch: { name: string; printedAt: Date; count: number },
  out: Writable,
  fonts: PdfFonts = {},
): PrintFileWriter {
  const width = 8.5 * INCH;
  const height = 11 * INCH;
  const margin = 0.6 * INCH;
  const doc = newDocument('Little Givers packing list', `Packing list ${batch.name}`, fonts, [width, height]);
  const columns = [
    { title: 'Card', x: margin, width: 34 },
    { title: 'Order', x: margin + 36, width: 88 },
    { title: 'For / from', x: margin + 128, width: 110 },
    { title: 'Ship to', x: margin + 242, width: 170 },
    { title: 'Package', x: margin + 416, width: 88 },
  ];
  let y = 0;
  let card = 0;
  /** A horizontal line across the page, between the margins. */
  const rule = (at: number, lineWidth: number, color: string) =>
    doc
      .moveTo(margin, at)
      .lineTo(width - margin, at)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  const header = () => {
    newPage(doc, [width, height]);
    doc.fillColor('#000000').font('bold').fontSize(16).text('Little Givers — packing list', margin, margin);
    doc
      .font('regular')
      .fontSize(9)
      .text(
        `Batch ${batch.name} · ${batch.count} order(s) · printed ${batch.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · cards.pdf and mailing-labels.pdf page N = card N\nTRACKED: record the tracking number with ops ship <order> --tracking <number>`,
        margin,
        margin + 22,
      );
    y = margin + 50;
    doc.font('bold').fontSize(9);
    for (const column of columns) doc.text(column.title, column.x, y, { width: column.width });
    y += 14;
    rule(y - 3, 0.5, '#000000');
  };
  const writer = pdfWriter(doc, out, (entry) => {
    card += 1;
    const cells = [
      String(card),
      entry.orderIdentifier,
      `${entry.recipientName}\nfrom ${displayPurchaserName(entry.fromName)}`,
      shipToLines(entry).join('\n'),
      `${entry.package.name}\n${entry.package.tracked ? 'TRACKED' : 'untracked'}\n[ ] card  [ ] token`,
    ];
    doc.font('regular').fontSize(9);
    const rowHeight =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]?.width ?? 100 }))) + 10;
    if (y + rowHeight > height - margin) header();
    doc.font('regular').fontSize(9).fillColor('#000000');
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (column) doc.text(cell, column.x, y, { width: column.width });
    });
    y += rowHeight;
    rule(y - 5, 0.25, '#9aa5b1');
  });
  header();
  return writer;
}

/** packing-list.pdf of `entries` (scripts/time-print.ts). */
export function writePackingList(
  entries: PrintQueueEntry[],
  batch: { name: string; printedAt: Date },
  out: Writable,
  fonts: PdfFonts = {},
): Promise<void> {
  return writeAll(packingListWriter({ ...batch, count: entries.length }, out, fonts), entries);
}

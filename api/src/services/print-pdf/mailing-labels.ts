/** mailing-labels.pdf of `ops print`: one 4 × 6 in label per page (ship-to, package, tracked or not). */
import type { Writable } from 'node:stream';
import type { PrintQueueEntry } from '../print-queue';
import { shipToLines } from './entry-text';
import { INCH, newDocument, newPage, type PdfFonts, type PrintFileWriter, pdfWriter, writeAll } from './pdf-document';

export const LABEL_SIZE = { widthIn: 4, heightIn: 6 } as const;

/** mailing-labels.pdf (4 × 6 in, one per page), streamed to `out`. */
export function mailingLabelsWriter(out: Writable, fonts: PdfFonts = {}): PrintFileWriter {
  const width = LABEL_SIZE.widthIn * INCH;
  const height = LABEL_SIZE.heightIn * INCH;
  const margin = 0.3 * INCH;
  const inner = width - 2 * margin;
  const doc = newDocument('Little Givers mailing labels', 'Mailing labels, 4 × 6 in, one per page', fonts, [
    width,
    height,
  ]);
  return pdfWriter(doc, out, (entry) => {
    newPage(doc, [width, height]);
    doc
      .fillColor('#000000')
      .font('bold')
      .fontSize(9)
      .text('SHIP TO', margin, margin + 8);
    doc
      .font('bold')
      .fontSize(16)
      .text(shipToLines(entry).join('\n'), margin + 12, margin + 26, { width: inner - 12, lineGap: 2 });
    const boxY = height - margin - 1.6 * INCH;
    doc
      .lineWidth(1.5)
      .strokeColor('#000000')
      .rect(margin, boxY, inner, 1.2 * INCH)
      .stroke();
    doc
      .font('bold')
      .fontSize(14)
      .text(entry.package.tracked ? 'TRACKED' : 'UNTRACKED', margin + 10, boxY + 10, { width: inner - 20 });
    doc
      .font('regular')
      .fontSize(10)
      .text(
        `${entry.package.name}${entry.package.tracked ? `\nRecord the tracking number with:\nops ship ${entry.orderIdentifier} --tracking N` : ''}`,
        margin + 10,
        boxY + 32,
        { width: inner - 20 },
      );
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#52606d')
      .text(`Order ${entry.orderIdentifier}`, margin, height - margin - 0.3 * INCH, { width: inner });
  });
}

/** mailing-labels.pdf of `entries` (scripts/time-print.ts). */
export function writeMailingLabels(entries: PrintQueueEntry[], out: Writable, fonts: PdfFonts = {}): Promise<void> {
  return writeAll(mailingLabelsWriter(out, fonts), entries);
}

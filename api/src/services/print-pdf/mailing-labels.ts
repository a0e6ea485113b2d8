/**
 * mailing-labels.pdf of `ops print`: one 4 × 6 in label per page, for the envelope: the return
 * address (RETURN_ADDRESS) and the ship-to. Nothing for the operator: the package, tracking and
 * the order are on the packing list (label page N = card N).
 */
import type { Writable } from 'node:stream';
import type { PrintQueueEntry } from '../print-queue';
import { shipToLines } from './entry-text';
import { INCH, newDocument, newPage, type PdfFonts, type PrintFileWriter, pdfWriter, writeAll } from './pdf-document';
import { LOCAL_PRINTED_SITE, type PrintedSite } from './printed-site';

export const LABEL_SIZE = { widthIn: 4, heightIn: 6 } as const;

/** mailing-labels.pdf (4 × 6 in, one per page), streamed to `out`. */
export function mailingLabelsWriter(
  out: Writable,
  fonts: PdfFonts = {},
  site: PrintedSite = LOCAL_PRINTED_SITE,
): PrintFileWriter {
  const width = LABEL_SIZE.widthIn * INCH;
  const height = LABEL_SIZE.heightIn * INCH;
  const margin = 0.3 * INCH;
  const inner = width - 2 * margin;
  const doc = newDocument('Little Givers mailing labels', 'Mailing labels, 4 × 6 in, one per page', fonts, [
    width,
    height,
  ]);
  const from = site.returnAddress.join('\n');
  return pdfWriter(doc, out, (entry) => {
    newPage(doc, [width, height]);
    doc
      .fillColor('#000000')
      .font('regular')
      .fontSize(9)
      .text(from, margin, margin, { width: inner * 0.7, lineGap: 1 });
    const shipY = Math.max(margin + 1.3 * INCH, doc.y + 0.5 * INCH);
    doc
      .font('bold')
      .fontSize(9)
      .text('SHIP TO', margin + 0.6 * INCH, shipY);
    doc
      .font('bold')
      .fontSize(16)
      .text(shipToLines(entry).join('\n'), margin + 0.6 * INCH + 12, shipY + 18, {
        width: inner - 0.6 * INCH - 12,
        lineGap: 2,
      });
  });
}

/** mailing-labels.pdf of `entries` (scripts/time-print.ts). */
export function writeMailingLabels(
  entries: PrintQueueEntry[],
  out: Writable,
  fonts: PdfFonts = {},
  site: PrintedSite = LOCAL_PRINTED_SITE,
): Promise<void> {
  return writeAll(mailingLabelsWriter(out, fonts, site), entries);
}

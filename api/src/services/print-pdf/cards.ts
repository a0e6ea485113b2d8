/**
 * cards.pdf of `ops print`: one card front per page (card-front.ts), trim 7 × 5 in landscape, no
 * bleed. `ops print` gives the writer its orders one at a time; the file is streamed as it is drawn.
 */
import type { Writable } from 'node:stream';
import { CARD_SIZE } from '@littlegivers/design';
import { registerDesignFonts } from '@littlegivers/design/pdf';
import type { PrintQueueEntry } from '../print-queue';
import { CARD_TRIM, type CardFonts, drawCard, formCache } from './card-front';
import { newDocument, newPage, type PdfFonts, type PrintFileWriter, pdfWriter, writeAll } from './pdf-document';
import { LOCAL_PRINTED_SITE, type PrintedSite } from './printed-site';

/** cards.pdf: one card per page, trim 7 × 5 in, streamed to `out`. */
export function cardsWriter(
  out: Writable,
  fonts: PdfFonts = {},
  site: PrintedSite = LOCAL_PRINTED_SITE,
): PrintFileWriter {
  const size: [number, number] = [CARD_SIZE.width, CARD_SIZE.height];
  const doc = newDocument('Little Givers cards', `Cards, trim ${CARD_TRIM.label}`, fonts, size);
  registerDesignFonts(doc);
  const operatorFonts: CardFonts | null = fonts.regular ? { 500: 'regular', 800: 'bold' } : null;
  // What every card of a design (background, frame, confetti, art) and every token (rim, art)
  // share is drawn once, as a form, and placed on each page; the text is drawn on the page.
  const formOf = formCache(doc);
  return pdfWriter(doc, out, (entry) => {
    newPage(doc, size);
    drawCard(doc, entry, { x: 0, y: 0 }, formOf, operatorFonts, site);
  });
}

/** cards.pdf of `entries` (scripts/time-print.ts; `ops print` adds its entries a chunk at a time). */
export function writeCards(entries: PrintQueueEntry[], out: Writable, fonts: PdfFonts = {}): Promise<void> {
  return writeAll(cardsWriter(out, fonts), entries);
}

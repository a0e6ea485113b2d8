/**
 * The pdfkit plumbing every print file shares: a document with the operator's fonts registered,
 * streamed to its destination as it is drawn (waiting while the destination is full), and pages
 * that let go of what pdfkit would otherwise keep of the pages before, so memory does not grow
 * with the number of cards.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { PrintQueueEntry } from '../print-queue';

export const INCH = 72;

export interface PdfFonts {
  /** TrueType/OpenType files to embed instead of the standard fonts (needed beyond Windows-1252). */
  regular?: string;
  bold?: string;
}

export type Doc = InstanceType<typeof PDFDocument>;

export function newDocument(title: string, subject: string, fonts: PdfFonts, size: [number, number]): Doc {
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Subject: subject, Author: 'Little Givers', Creator: 'Little Givers ops print' },
  });
  doc.registerFont('regular', fonts.regular ?? 'Helvetica');
  doc.registerFont('bold', fonts.bold ?? fonts.regular ?? 'Helvetica-Bold');
  return doc;
}

/** Streams the document to `out` from its first byte; `end()` finishes it. */
export function streamTo(doc: Doc, out: Writable) {
  doc.pipe(out);
  return {
    /** Waits while `out` is full, so a long document is never held whole in memory. */
    async drain() {
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async end() {
      doc.end();
      await finished(out);
    },
  };
}

/** What pdfkit keeps of a written page (its resources are not in pdfkit's types), and of its fonts. */
interface PdfkitInternals {
  page: { dictionary: { data: object }; resources: { data: object }; content: { data: object } } | null;
  /** The document's fonts by name; an embedded (TrueType) one keeps the layout of every word it set. */
  _fontFamilies: Record<string, { layoutCache?: object }>;
}

/** Pages between two clearings of the fonts' word layouts (what these cost stays under a megabyte). */
const LAYOUT_CACHE_PAGES = 100;

/**
 * Starts a page, and lets go of what pdfkit would otherwise keep of the pages before until the
 * document ends, so memory does not grow with the number of pages:
 * - pdfkit writes the previous page out when a page is added, but keeps the data of its objects
 *   (the page dictionary; its resources, naming every font, form and graphics state it used; its
 *   content stream's dictionary) in the page tree, whose end writes only their references
 *   ("N 0 R"): emptied, a written page costs its reference only, a few hundred bytes;
 * - an embedded font keeps the layout of every word it has set, some 10 KB a card as every card
 *   brings new words (its code, names, order reference): the layouts are dropped every
 *   LAYOUT_CACHE_PAGES pages, so the words all cards share (greetings, the token's) are laid out
 *   again only that often.
 */
export function newPage(doc: Doc, size: [number, number]) {
  const internals = doc as unknown as PdfkitInternals;
  const written = internals.page;
  doc.addPage({ size, margin: 0 });
  if (written) for (const object of [written.dictionary, written.resources, written.content]) object.data = {};
  if (doc.bufferedPageRange().start % LAYOUT_CACHE_PAGES === 0)
    for (const font of Object.values(internals._fontFamilies))
      if (font.layoutCache) font.layoutCache = Object.create(null);
}

/** One print file drawn an order at a time: `add` each entry in print order, then `end` it. */
export interface PrintFileWriter {
  add(entry: PrintQueueEntry): Promise<void>;
  end(): Promise<void>;
}

/** A PDF streamed to `out` with `draw` drawing each entry (starting its pages with newPage). */
export function pdfWriter(doc: Doc, out: Writable, draw: (entry: PrintQueueEntry) => void): PrintFileWriter {
  const stream = streamTo(doc, out);
  return {
    async add(entry) {
      draw(entry);
      await stream.drain();
    },
    end: () => stream.end(),
  };
}

/** Writes `entries` with a writer, then ends it. */
export async function writeAll(writer: PrintFileWriter, entries: Iterable<PrintQueueEntry>) {
  for (const entry of entries) await writer.add(entry);
  await writer.end();
}

/** The largest size up to `preferred` at which `text`, in the document's current font, fits `maxWidth`. */
export function fittingFontSize(doc: Doc, text: string, maxWidth: number, preferred: number): number {
  doc.fontSize(preferred);
  const width = doc.widthOfString(text);
  return width <= maxWidth ? preferred : Math.floor(((preferred * maxWidth) / width) * 10) / 10;
}

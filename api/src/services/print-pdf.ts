/**
 * The print files of `ops print`, drawn with pdfkit:
 *   cards.pdf           one card per page, trim 7 × 5 in landscape, no bleed: the card front drawn
 *                       by @littlegivers/design's cardSvg at 1:1 (1 preview px = 1 pt), as the
 *                       preview draws it (its design, the greeting with the names at the spec 9
 *                       size), plus the keepsake token (tokenSvg) with the code, the names and the
 *                       code on one line where the design has only confetti;
 *   packing-list.pdf    US Letter: what goes into each envelope, in card order;
 *   mailing-labels.pdf  one 4 × 6 in label per page (ship-to, package, tracked or not);
 *   a print-at-home card (GET /api/cardDownload/{token}): the same card front on US Letter or A4,
 *   with its back (the code, how to use it) below a fold line, and cut marks.
 * `ops print` gives each file's writer (cardsWriter, packingListWriter, mailingLabelsWriter) its
 * orders one at a time. Every file is streamed to its destination as it is drawn (a page at a time,
 * waiting while the destination is full) and a written page is let go (newPage), so memory does not
 * grow with the number of cards.
 * The card font (Nunito, Latin subset) and the standard PDF fonts (Helvetica, Courier: Windows-1252)
 * cover Latin text only; a name or greeting with other characters needs a TrueType font (`--font`,
 * drawn instead for that card), otherwise the order is held back.
 */

import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  CARD_SIZE,
  type CardInput,
  type CardWeight,
  cardDesign,
  cardInputFromGreeting,
  cardSvgLayers,
  palette,
  tokenSvgLayers,
} from '@littlegivers/design';
import {
  drawForm,
  drawSvg,
  missingGlyphs,
  PDF_FONT_NAMES,
  type PdfForm,
  registerDesignFonts,
  svgForm,
} from '@littlegivers/design/pdf';
import { displayPurchaserName, FIXED_GREETING_FONT, greetingFontSize } from '@littlegivers/shared/contract/greeting';
import type { Paper } from '@littlegivers/shared/contract/schemas/card-download';
import PDFDocument from 'pdfkit';
import { dollars } from '../lib/format';
import type { PrintQueueEntry } from '../services/print-queue';

const INCH = 72;
export const CARD_TRIM = { widthIn: 7, heightIn: 5, label: '7 × 5 in landscape, no bleed' } as const;
export const LABEL_SIZE = { widthIn: 4, heightIn: 6 } as const;

export interface PdfFonts {
  /** TrueType/OpenType files to embed instead of the standard fonts (needed beyond Windows-1252). */
  regular?: string;
  bold?: string;
}

/** Characters Windows-1252 (the standard fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters the print fonts cannot show: the card's Nunito (Latin subset) and the standard PDF fonts. */
export function unprintableCharacters(text: string): string[] {
  const bad = new Set<string>(missingGlyphs(text));
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
    if (!ok && char !== '\n') bad.add(char);
  }
  return [...bad];
}

/** Every text of an entry that goes on paper. */
export function printedTexts(entry: PrintQueueEntry): string[] {
  return [
    entry.greetingHeader,
    ...entry.greetingLines,
    entry.recipientName,
    entry.fromName,
    entry.shipTo.name,
    entry.shipTo.address1,
    entry.shipTo.address2 ?? '',
    entry.shipTo.city,
    entry.shipTo.state,
    entry.shipTo.zipcode,
    entry.shipTo.country,
    entry.package.name,
  ];
}

/** The greeting font of the preview: custom text by its length, a chosen greeting 32/44 (spec 9). */
export function cardGreetingFont(entry: PrintQueueEntry) {
  return entry.greetingCustom ? greetingFontSize(entry.greetingHeader) : FIXED_GREETING_FONT;
}

type Doc = InstanceType<typeof PDFDocument>;

function newDocument(title: string, subject: string, fonts: PdfFonts, size: [number, number]): Doc {
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
function streamTo(doc: Doc, out: Writable) {
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
function newPage(doc: Doc, size: [number, number]) {
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
function pdfWriter(doc: Doc, out: Writable, draw: (entry: PrintQueueEntry) => void): PrintFileWriter {
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
async function writeAll(writer: PrintFileWriter, entries: Iterable<PrintQueueEntry>) {
  for (const entry of entries) await writer.add(entry);
  await writer.end();
}

/** A PDF drawn by one of the write functions below, collected in memory (tests, small documents). */
export async function pdfBuffer(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return Buffer.concat(chunks);
}

/** The largest size of the code on the card label, in points (set smaller to stay on one line). */
export const CODE_FONT_SIZE = 20;

/** The largest size up to `preferred` at which `text`, in the document's current font, fits `maxWidth`. */
export function fittingFontSize(doc: Doc, text: string, maxWidth: number, preferred: number): number {
  doc.fontSize(preferred);
  const width = doc.widthOfString(text);
  return width <= maxWidth ? preferred : Math.floor(((preferred * maxWidth) / width) * 10) / 10;
}

/**
 * The card page: the card front at 1:1, and, where the design leaves only confetti (the corners
 * above the greeting box, beside the art), the keepsake token as a stamp (top right) and the
 * names with the code on one line (top left); the order reference under the greeting box.
 */
export const CARD_PAGE = {
  token: { x: 382, y: 20, width: 94, height: 94 },
  /** A paper label as tall as the token, its text inset by `padding`. */
  panel: { x: 24, y: 20, width: 106, height: 94, padding: 7, radius: 10 },
  reference: { right: 470, y: 336, fontSize: 5.5 },
} as const;

/** The card input of an entry: its design, the greeting as rendered, the names kept on one line. */
export function cardInputOf(entry: PrintQueueEntry): CardInput {
  return cardInputFromGreeting(
    entry.designKey,
    {
      header: entry.greetingHeader,
      lines: entry.greetingLines,
      font: cardGreetingFont(entry),
      custom: entry.greetingCustom,
    },
    [entry.recipientName, displayPurchaserName(entry.fromName)],
  );
}

type Weights = Readonly<Record<CardWeight, string>>;

/** The names and the code (on one line) on a paper label, top left, in the card's fonts. */
function drawNamesPanel(doc: Doc, entry: PrintQueueEntry, fonts: Weights, frame: string) {
  const { panel } = CARD_PAGE;
  doc.roundedRect(panel.x, panel.y, panel.width, panel.height, panel.radius).lineWidth(1.5);
  doc.fillAndStroke(palette.paper, frame);
  const x = panel.x + panel.padding;
  const width = panel.width - 2 * panel.padding;
  let y = panel.y + panel.padding;
  const line = (text: string, weight: CardWeight, preferred: number, color: string, spacing = 0) => {
    doc.font(fonts[weight]);
    const size = fittingFontSize(doc, text, width - spacing * text.length, preferred);
    doc.fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false, characterSpacing: spacing });
    y += size * 1.3;
  };
  line(`For ${entry.recipientName.trim()}`, 800, 11, palette.ink);
  line(`from ${displayPurchaserName(entry.fromName)}`, 500, 9, palette.ink);
  y += 4;
  line('YOUR GIFT CODE', 800, 6.5, palette.inkMuted, 0.6);
  // The code stays on one line whatever the font (an operator's --font may be wider).
  line(entry.redemptionCode, 800, CODE_FONT_SIZE, palette.brandStrong);
  line(`A $${dollars(Math.round(entry.amount * 100))} gift to give`, 500, 7, palette.inkMuted);
  line('to a charity you choose', 500, 7, palette.inkMuted);
}

/** Forms (PDF XObjects) of one document by key: each design's ground and the token's rim, drawn once. */
function formCache(doc: Doc) {
  const forms = new Map<string, PdfForm>();
  return (key: string, svg: string) => {
    const form = forms.get(key) ?? svgForm(doc, svg);
    forms.set(key, form);
    return form;
  };
}

/**
 * One card front at (x, y): the design at 1:1, the token with the code as a stamp, the names and
 * the code on a label, the order reference. Text the card font cannot show is drawn in the
 * operator's --font (see unprintableCharacters).
 */
function drawCard(
  doc: Doc,
  entry: PrintQueueEntry,
  at: { x: number; y: number },
  formOf: ReturnType<typeof formCache>,
  operatorFonts: Weights | null,
) {
  const needsOperatorFont = printedTexts(entry).some((text) => missingGlyphs(text).length > 0);
  const cardFonts = needsOperatorFont && operatorFonts ? operatorFonts : PDF_FONT_NAMES;
  const card = cardInputOf(entry);
  const layers = cardSvgLayers(card);
  doc.save();
  doc.translate(at.x, at.y);
  drawForm(doc, formOf(`card:${card.designKey}`, layers.ground), 0, 0, CARD_SIZE);
  drawSvg(doc, layers.text, 0, 0, CARD_SIZE, cardFonts);
  const token = tokenSvgLayers({ code: entry.redemptionCode });
  drawForm(doc, formOf('token', token.ground), CARD_PAGE.token.x, CARD_PAGE.token.y, CARD_PAGE.token);
  drawSvg(doc, token.text, CARD_PAGE.token.x, CARD_PAGE.token.y, CARD_PAGE.token, cardFonts);
  drawNamesPanel(doc, entry, cardFonts, palette[cardDesign(card.designKey).frame]);
  // Order reference for the packer, small, under the greeting box.
  const { right, y, fontSize } = CARD_PAGE.reference;
  doc.font(cardFonts[500]).fontSize(fontSize).fillColor(palette.inkMuted);
  doc.text(entry.orderIdentifier, right - 200, y, { width: 200, align: 'right', lineBreak: false });
  doc.restore();
}

/** cards.pdf: one card per page, trim 7 × 5 in, streamed to `out`. */
export function cardsWriter(out: Writable, fonts: PdfFonts = {}): PrintFileWriter {
  const size: [number, number] = [CARD_SIZE.width, CARD_SIZE.height];
  const doc = newDocument('Little Givers cards', `Cards, trim ${CARD_TRIM.label}`, fonts, size);
  registerDesignFonts(doc);
  const operatorFonts: Weights | null = fonts.regular ? { 500: 'regular', 800: 'bold' } : null;
  // What every card of a design (background, frame, confetti, art) and every token (rim, art)
  // share is drawn once, as a form, and placed on each page; the text is drawn on the page.
  const formOf = formCache(doc);
  return pdfWriter(doc, out, (entry) => {
    newPage(doc, size);
    drawCard(doc, entry, { x: 0, y: 0 }, formOf, operatorFonts);
  });
}

/** cards.pdf of `entries` (tests, scripts/time-print.ts; `ops print` adds its entries a chunk at a time). */
export function writeCards(entries: PrintQueueEntry[], out: Writable, fonts: PdfFonts = {}): Promise<void> {
  return writeAll(cardsWriter(out, fonts), entries);
}

/** Paper sizes of the print-at-home card, in points (portrait). */
export const PAPER_SIZES: Record<Paper, { width: number; height: number; label: string }> = {
  letter: { width: 8.5 * INCH, height: 11 * INCH, label: 'US Letter' },
  a4: { width: 595.28, height: 841.89, label: 'A4' },
};

/** Where the print-at-home sheet puts the card: front on top, back below the fold, centred. */
export function cardSheetLayout(paper: Paper) {
  const page = PAPER_SIZES[paper];
  const x = (page.width - CARD_SIZE.width) / 2;
  const y = (page.height - 2 * CARD_SIZE.height) / 2;
  return { page, front: { x, y }, back: { x, y: y + CARD_SIZE.height }, foldY: y + CARD_SIZE.height };
}

/** Short cut marks outside the trim at each corner (and at the fold's ends), 0.5 pt black. */
function drawCutMarks(doc: Doc, box: { x: number; y: number; width: number; height: number }, foldY: number) {
  const gap = 6;
  const length = 18;
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const x of [box.x, box.x + box.width])
    for (const y of [box.y, box.y + box.height]) {
      const outX = x === box.x ? -1 : 1;
      const outY = y === box.y ? -1 : 1;
      doc
        .moveTo(x + outX * gap, y)
        .lineTo(x + outX * (gap + length), y)
        .stroke();
      doc
        .moveTo(x, y + outY * gap)
        .lineTo(x, y + outY * (gap + length))
        .stroke();
    }
  // The fold: a dashed line across the sheet between the marks, labelled at both ends.
  for (const x of [box.x - gap - length, box.x + box.width + gap])
    doc
      .moveTo(x, foldY)
      .lineTo(x + length, foldY)
      .stroke();
  doc
    .dash(4, { space: 4 })
    .strokeColor('#9aa5b1')
    .moveTo(box.x, foldY)
    .lineTo(box.x + box.width, foldY)
    .stroke()
    .undash();
  doc.restore();
}

/** The card's back (below the fold, upside down so it reads right once folded): the code and how to use it. */
function drawCardBack(doc: Doc, entry: PrintQueueEntry, at: { x: number; y: number }) {
  const { width, height } = CARD_SIZE;
  const fonts = PDF_FONT_NAMES;
  doc.save();
  // Rotated 180° about the back's centre: folded along the top edge, the back faces the right way.
  doc.rotate(180, { origin: [at.x + width / 2, at.y + height / 2] });
  doc.translate(at.x, at.y);
  const inset = 48;
  const text = (value: string, y: number, size: number, weight: CardWeight, color: string) =>
    doc
      .font(fonts[weight])
      .fontSize(size)
      .fillColor(color)
      .text(value, inset, y, { width: width - 2 * inset, align: 'center' });
  text(
    `A $${dollars(Math.round(entry.amount * 100))} gift for ${entry.recipientName.trim() || 'you'}`,
    70,
    20,
    800,
    palette.ink,
  );
  text('to give to a charity you choose', 100, 13, 500, palette.inkMuted);
  text('YOUR GIFT CODE', 150, 9, 800, palette.inkMuted);
  doc.font(fonts[800]);
  text(
    entry.redemptionCode,
    166,
    fittingFontSize(doc, entry.redemptionCode, width - 2 * inset, 30),
    800,
    palette.brandStrong,
  );
  text('With a grown-up, open the kids page, choose "redeem a gift" and type the code.', 220, 11, 500, palette.ink);
  text('Keep the code secret until you use it: it works once.', 250, 9, 500, palette.inkMuted);
  doc.restore();
}

/**
 * The print-at-home card: on Letter or A4, the card front (as `ops print` draws it) above a fold
 * line and its back below, with cut marks around the 7 × 10 in sheet: cut along the marks and fold,
 * or just cut out the front. Streamed to `out`; nothing is written to disk.
 */
export async function writeCardSheet(entry: PrintQueueEntry, paper: Paper, out: Writable): Promise<void> {
  const { page, front, back, foldY } = cardSheetLayout(paper);
  const doc = newDocument('Little Givers card', `Print at home, ${page.label}`, {}, [page.width, page.height]);
  const stream = streamTo(doc, out);
  registerDesignFonts(doc);
  newPage(doc, [page.width, page.height]);
  drawCard(doc, entry, front, formCache(doc), null);
  drawCardBack(doc, entry, back);
  drawCutMarks(doc, { ...front, width: CARD_SIZE.width, height: 2 * CARD_SIZE.height }, foldY);
  doc
    .font(PDF_FONT_NAMES[500])
    .fontSize(8)
    .fillColor(palette.inkMuted)
    .text(
      `Print at 100% (actual size) on ${page.label}. Cut along the marks, fold on the dashed line.`,
      front.x,
      front.y - 30,
      { width: CARD_SIZE.width, align: 'center' },
    );
  await stream.end();
}

function shipToLines(entry: PrintQueueEntry): string[] {
  const ship = entry.shipTo;
  return [
    ship.name,
    ship.address1,
    ...(ship.address2 ? [ship.address2] : []),
    `${ship.city}, ${ship.state} ${ship.zipcode}`,
    ship.country.toUpperCase(),
  ];
}

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
        `Batch ${batch.name} · ${batch.count} order(s) · printed ${batch.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · cards.pdf page N = card N`,
        margin,
        margin + 22,
      );
    y = margin + 44;
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

/** packing-list.pdf of `entries` (tests, scripts/time-print.ts). */
export function writePackingList(
  entries: PrintQueueEntry[],
  batch: { name: string; printedAt: Date },
  out: Writable,
  fonts: PdfFonts = {},
): Promise<void> {
  return writeAll(packingListWriter({ ...batch, count: entries.length }, out, fonts), entries);
}

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

/** mailing-labels.pdf of `entries` (tests, scripts/time-print.ts). */
export function writeMailingLabels(entries: PrintQueueEntry[], out: Writable, fonts: PdfFonts = {}): Promise<void> {
  return writeAll(mailingLabelsWriter(out, fonts), entries);
}

/**
 * The print files of `ops print`, drawn with pdfkit:
 *   cards.pdf           one card per page, trim 7 × 5 in landscape, no bleed: the card front drawn
 *                       by @littlegivers/design's cardSvg at 1:1 (1 preview px = 1 pt), as the
 *                       preview draws it (its design, the greeting with the names at the spec 9
 *                       size), plus the keepsake token (tokenSvg) with the code, the names and the
 *                       code on one line where the design has only confetti;
 *   packing-list.pdf    US Letter: what goes into each envelope, in card order;
 *   mailing-labels.pdf  one 4 × 6 in label per page (ship-to, package, tracked or not).
 * The card font (Nunito, Latin subset) and the standard PDF fonts (Helvetica, Courier: Windows-1252)
 * cover Latin text only; a name or greeting with other characters needs a TrueType font (`--font`,
 * drawn instead for that card), otherwise the order is held back.
 */

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

function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
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

export async function renderCards(entries: PrintQueueEntry[], fonts: PdfFonts = {}): Promise<Buffer> {
  const doc = newDocument('Little Givers cards', `Cards, trim ${CARD_TRIM.label}`, fonts, [
    CARD_SIZE.width,
    CARD_SIZE.height,
  ]);
  registerDesignFonts(doc);
  // Text the card font cannot show is drawn in the operator's --font (see unprintableCharacters).
  const operatorFonts: Weights | null = fonts.regular ? { 500: 'regular', 800: 'bold' } : null;
  // What every card of a design (background, frame, confetti, art) and every token (rim, art)
  // share is drawn once, as a form, and placed on each page; the text is drawn on the page.
  const forms = new Map<string, PdfForm>();
  const formOf = (key: string, svg: string) => {
    const form = forms.get(key) ?? svgForm(doc, svg);
    forms.set(key, form);
    return form;
  };
  for (const entry of entries) {
    doc.addPage({ size: [CARD_SIZE.width, CARD_SIZE.height], margin: 0 });
    const needsOperatorFont = printedTexts(entry).some((text) => missingGlyphs(text).length > 0);
    const cardFonts = needsOperatorFont && operatorFonts ? operatorFonts : PDF_FONT_NAMES;
    const card = cardInputOf(entry);
    const layers = cardSvgLayers(card);
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
  }
  return toBuffer(doc);
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

export async function renderPackingList(
  entries: PrintQueueEntry[],
  batch: { name: string; printedAt: Date },
  fonts: PdfFonts = {},
): Promise<Buffer> {
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
  /** A horizontal line across the page, between the margins. */
  const rule = (at: number, lineWidth: number, color: string) =>
    doc
      .moveTo(margin, at)
      .lineTo(width - margin, at)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  const header = () => {
    doc.addPage({ size: [width, height], margin: 0 });
    doc.fillColor('#000000').font('bold').fontSize(16).text('Little Givers — packing list', margin, margin);
    doc
      .font('regular')
      .fontSize(9)
      .text(
        `Batch ${batch.name} · ${entries.length} order(s) · printed ${batch.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · cards.pdf page N = card N`,
        margin,
        margin + 22,
      );
    y = margin + 44;
    doc.font('bold').fontSize(9);
    for (const column of columns) doc.text(column.title, column.x, y, { width: column.width });
    y += 14;
    rule(y - 3, 0.5, '#000000');
  };
  header();
  entries.forEach((entry, index) => {
    const cells = [
      String(index + 1),
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
  return toBuffer(doc);
}

export async function renderMailingLabels(entries: PrintQueueEntry[], fonts: PdfFonts = {}): Promise<Buffer> {
  const width = LABEL_SIZE.widthIn * INCH;
  const height = LABEL_SIZE.heightIn * INCH;
  const margin = 0.3 * INCH;
  const inner = width - 2 * margin;
  const doc = newDocument('Little Givers mailing labels', 'Mailing labels, 4 × 6 in, one per page', fonts, [
    width,
    height,
  ]);
  for (const entry of entries) {
    doc.addPage({ size: [width, height], margin: 0 });
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
  }
  return toBuffer(doc);
}

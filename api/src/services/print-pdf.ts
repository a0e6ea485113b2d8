/**
 * The print files of `ops print`, drawn with pdfkit:
 *   cards.pdf           one card per page, trim 7 × 5 in landscape (the preview's 7:5), no bleed,
 *                       0.4 in safe margin: the greeting as the preview shows it (header at the
 *                       spec 9 font size / line height from shared/src/contract/greeting.ts, 1 preview px =
 *                       1 pt), the names, and the token label with the grouped code;
 *   packing-list.pdf    US Letter: what goes into each envelope, in card order;
 *   mailing-labels.pdf  one 4 × 6 in label per page (ship-to, package, tracked or not).
 * The standard PDF fonts (Helvetica, Courier) cover Windows-1252 only; a name or greeting with
 * other characters needs a TrueType font (`--font`), otherwise the order is held back.
 */
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

/** Characters the standard PDF fonts cannot show. */
export function unprintableCharacters(text: string): string[] {
  const bad = new Set<string>();
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
  doc.registerFont('code', fonts.bold ?? fonts.regular ?? 'Courier-Bold');
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

/** The code's size on the token label, in points, when it fits. */
export const CODE_FONT_SIZE = 20;

/** The largest size up to `preferred` at which `text`, in the document's current font, fits `maxWidth`. */
export function fittingFontSize(doc: Doc, text: string, maxWidth: number, preferred: number): number {
  doc.fontSize(preferred);
  const width = doc.widthOfString(text);
  return width <= maxWidth ? preferred : Math.floor(((preferred * maxWidth) / width) * 10) / 10;
}

/** pdfkit's lineGap that makes the distance between baselines exactly `lineHeight` points. */
function lineGapFor(doc: Doc, lineHeight: number): number {
  return lineHeight - doc.currentLineHeight(true);
}

export async function renderCards(entries: PrintQueueEntry[], fonts: PdfFonts = {}): Promise<Buffer> {
  const width = CARD_TRIM.widthIn * INCH;
  const height = CARD_TRIM.heightIn * INCH;
  const margin = 0.4 * INCH;
  const inner = width - 2 * margin;
  const doc = newDocument('Little Givers cards', `Cards, trim ${CARD_TRIM.label}`, fonts, [width, height]);
  for (const entry of entries) {
    doc.addPage({ size: [width, height], margin: 0 });
    const font = cardGreetingFont(entry);

    // Greeting block (header + lines), centred in the upper part of the card.
    doc.font('bold').fontSize(font.fontSize);
    const headerGap = lineGapFor(doc, font.lineHeight);
    const headerOptions = { width: inner, align: 'center' as const, lineGap: headerGap };
    const headerHeight = entry.greetingHeader ? doc.heightOfString(entry.greetingHeader, headerOptions) : 0;
    doc.font('regular').fontSize(14);
    const linesGap = lineGapFor(doc, 20);
    const linesOptions = { width: inner, align: 'center' as const, lineGap: linesGap };
    const linesText = entry.greetingLines.join('\n');
    const linesHeight = linesText ? doc.heightOfString(linesText, linesOptions) + 8 : 0;
    const areaTop = margin;
    const areaBottom = 3.2 * INCH - 24;
    let y = Math.max(areaTop, areaTop + (areaBottom - areaTop - headerHeight - linesHeight) / 2);
    if (entry.greetingHeader) {
      doc
        .fillColor('#1f2933')
        .font('bold')
        .fontSize(font.fontSize)
        .text(entry.greetingHeader, margin, y, headerOptions);
      y += headerHeight;
    }
    if (linesText) {
      doc
        .fillColor('#52606d')
        .font('regular')
        .fontSize(14)
        .text(linesText, margin, y + 8, linesOptions);
    }

    // The names.
    doc
      .fillColor('#1f2933')
      .font('regular')
      .fontSize(12)
      .text(
        `For ${entry.recipientName.trim()}  ·  from ${displayPurchaserName(entry.fromName)}`,
        margin,
        3.2 * INCH - 14,
        {
          width: inner,
          align: 'center',
        },
      );

    // Token label with the grouped code.
    const labelWidth = 3.5 * INCH;
    const labelHeight = 0.95 * INCH;
    const labelX = (width - labelWidth) / 2;
    const labelY = height - margin - labelHeight;
    doc.lineWidth(1).strokeColor('#1f2933').roundedRect(labelX, labelY, labelWidth, labelHeight, 8).stroke();
    doc
      .font('bold')
      .fontSize(8)
      .fillColor('#52606d')
      .text('LITTLE GIVERS GIFT CODE', labelX, labelY + 8, { width: labelWidth, align: 'center', characterSpacing: 1 });
    // The code stays on one line whatever the font (an operator's --font may be wider than Courier).
    doc.font('code').fontSize(fittingFontSize(doc, entry.redemptionCode, labelWidth - 16, CODE_FONT_SIZE));
    doc
      .fillColor('#000000')
      .text(entry.redemptionCode, labelX, labelY + 22, { width: labelWidth, align: 'center', lineBreak: false });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#52606d')
      .text(
        `A $${dollars(Math.round(entry.amount * 100))} gift to give. Enter this code on the Little Givers kids page to choose a charity.`,
        labelX + 12,
        labelY + 48,
        { width: labelWidth - 24, align: 'center' },
      );

    // Order reference for the packer, small, inside the safe margin.
    doc
      .font('regular')
      .fontSize(6)
      .fillColor('#9aa5b1')
      .text(entry.orderIdentifier, margin, height - margin + 10, { width: inner, align: 'right', lineBreak: false });
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

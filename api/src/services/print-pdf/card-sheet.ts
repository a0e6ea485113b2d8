/**
 * The print-at-home card (GET /api/cardDownload/{token}): on US Letter or A4, the card front (as
 * `ops print` draws it, card-front.ts) above a fold line and its back below, with cut marks.
 */
import type { Writable } from 'node:stream';
import { CARD_SIZE, type CardWeight, palette } from '@littlegivers/design';
import { PDF_FONT_NAMES, registerDesignFonts } from '@littlegivers/design/pdf';
import type { Paper } from '@littlegivers/shared/contract/schemas/card-download';
import { dollars } from '../../lib/format';
import type { PrintQueueEntry } from '../print-queue';
import { drawCard, formCache } from './card-front';
import { type Doc, fittingFontSize, INCH, newDocument, newPage, streamTo } from './pdf-document';
import { cardQrLink, drawQrCode, LOCAL_PRINTED_SITE, type PrintedSite, printedKidspage } from './printed-site';

/** Paper sizes of the print-at-home card, in points (portrait). */
const PAPER_SIZES: Record<Paper, { width: number; height: number; label: string }> = {
  letter: { width: 8.5 * INCH, height: 11 * INCH, label: 'US Letter' },
  a4: { width: 595.28, height: 841.89, label: 'A4' },
};

/** Where the print-at-home sheet puts the card: front on top, back below the fold, centred. */
function cardSheetLayout(paper: Paper) {
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

/**
 * The card's back (below the fold, upside down so it reads right once folded): the code, how to use
 * it on the kidspage (its address, the words of its button), and the QR code that opens it.
 */
function drawCardBack(doc: Doc, entry: PrintQueueEntry, at: { x: number; y: number }, site: PrintedSite) {
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
  text(
    `With a grown-up, go to ${printedKidspage(site)},\ntype the code and press "open my gift".`,
    204,
    11,
    500,
    palette.ink,
  );
  text('Keep the code secret until you use it: it works once.', 244, 9, 500, palette.inkMuted);
  const qr = 72;
  drawQrCode(doc, cardQrLink(site, entry.redemptionCode), (width - qr) / 2, 262, qr);
  text('or scan the square to open the kidspage', 337, 8, 500, palette.inkMuted);
  doc.restore();
}

/**
 * The print-at-home card: on Letter or A4, the card front (as `ops print` draws it) above a fold
 * line and its back below, with cut marks around the 7 × 10 in sheet: cut along the marks and fold,
 * or just cut out the front. Streamed to `out`; nothing is written to disk.
 */
export async function writeCardSheet(
  entry: PrintQueueEntry,
  paper: Paper,
  out: Writable,
  site: PrintedSite = LOCAL_PRINTED_SITE,
): Promise<void> {
  const { page, front, back, foldY } = cardSheetLayout(paper);
  const doc = newDocument('Little Givers card', `Print at home, ${page.label}`, {}, [page.width, page.height]);
  const stream = streamTo(doc, out);
  registerDesignFonts(doc);
  newPage(doc, [page.width, page.height]);
  drawCard(doc, entry, front, formCache(doc), null, site);
  drawCardBack(doc, entry, back, site);
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

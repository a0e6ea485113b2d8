/**
 * The card front as print draws it: the design from @littlegivers/design's cardSvg at 1:1
 * (1 preview px = 1 pt), as the preview draws it (its design, the greeting with the names at the
 * spec 9 size), plus the keepsake token (tokenSvg) with the code, the names and the code on
 * one line where the design has only confetti, and where to open the gift: the kidspage's address
 * and its QR code (bottom left). cards.pdf and the print-at-home sheet draw it.
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
import { drawForm, drawSvg, missingGlyphs, PDF_FONT_NAMES, type PdfForm, svgForm } from '@littlegivers/design/pdf';
import { displayPurchaserName, printedGreetingFont } from '@littlegivers/shared/contract/greeting';
import { dollars } from '../../lib/format';
import type { PrintQueueEntry } from '../print-queue';
import { printedTexts } from './entry-text';
import { type Doc, fittingFontSize } from './pdf-document';
import { cardQrLink, drawQrCode, type PrintedSite, printedKidspage } from './printed-site';

export const CARD_TRIM = { widthIn: 7, heightIn: 5, label: '7 × 5 in landscape, no bleed' } as const;

/** The greeting font of the preview: custom text by its length, a chosen greeting 32/44 (spec 9). */
export function cardGreetingFont(entry: PrintQueueEntry) {
  return printedGreetingFont(entry.greetingHeader, entry.greetingCustom);
}

/** The largest size of the code on the card label, in points (set smaller to stay on one line). */
export const CODE_FONT_SIZE = 20;

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
  /** Where to open the gift: a paper label with the QR code and the address, bottom left. */
  kidspage: { x: 24, y: 290, width: 176, height: 52, padding: 4, radius: 8 },
} as const;

/** The card input of an entry: its design, the greeting as rendered, the names kept on one line. */
function cardInputOf(entry: PrintQueueEntry): CardInput {
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

/** The document's font names by card weight. */
export type CardFonts = Readonly<Record<CardWeight, string>>;

/** The names and the code (on one line) on a paper label, top left, in the card's fonts. */
function drawNamesPanel(doc: Doc, entry: PrintQueueEntry, fonts: CardFonts, frame: string) {
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

/** Where to open the gift, bottom left: the QR code (the kidspage, the code in its fragment) and the address. */
function drawKidspagePanel(doc: Doc, entry: PrintQueueEntry, site: PrintedSite, fonts: CardFonts, frame: string) {
  const { kidspage: panel } = CARD_PAGE;
  doc.roundedRect(panel.x, panel.y, panel.width, panel.height, panel.radius).lineWidth(1.5);
  doc.fillAndStroke(palette.paper, frame);
  const qr = panel.height - 2 * panel.padding;
  drawQrCode(doc, cardQrLink(site, entry.redemptionCode), panel.x + panel.padding, panel.y + panel.padding, qr);
  const x = panel.x + 2 * panel.padding + qr;
  const width = panel.x + panel.width - panel.padding - x;
  const address = printedKidspage(site);
  doc.font(fonts[500]).fontSize(7).fillColor(palette.inkMuted);
  doc.text('open your gift at', x, panel.y + 9, { width, lineBreak: false });
  doc.font(fonts[800]);
  doc
    .fontSize(fittingFontSize(doc, address, width, 9))
    .fillColor(palette.brandStrong)
    .text(address, x, panel.y + 20, { width, lineBreak: false });
  doc.font(fonts[500]).fontSize(7).fillColor(palette.inkMuted);
  doc.text('or scan the square', x, panel.y + 33, { width, lineBreak: false });
}

/** Forms (PDF XObjects) of one document by key: each design's ground and the token's rim, drawn once. */
export function formCache(doc: Doc) {
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
export function drawCard(
  doc: Doc,
  entry: PrintQueueEntry,
  at: { x: number; y: number },
  formOf: ReturnType<typeof formCache>,
  operatorFonts: CardFonts | null,
  site: PrintedSite,
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
  drawKidspagePanel(doc, entry, site, cardFonts, palette[cardDesign(card.designKey).frame]);
  // Order reference for the packer, small, under the greeting box.
  const { right, y, fontSize } = CARD_PAGE.reference;
  doc.font(cardFonts[500]).fontSize(fontSize).fillColor(palette.inkMuted);
  doc.text(entry.orderIdentifier, right - 200, y, { width: 200, align: 'right', lineBreak: false });
  doc.restore();
}

/// <reference path="./svg-to-pdfkit.d.ts" />
/**
 * Node only (ops print): draws the design's SVGs into a pdfkit document with svg-to-pdfkit,
 * with Nunito embedded from the static instances the metrics table was made from.
 */
import { fileURLToPath } from 'node:url';
import SVGtoPDF from 'svg-to-pdfkit';
import type { CardWeight } from './measure';

/** The embedded font files, by card weight. */
export const PDF_FONT_FILES: Readonly<Record<CardWeight, string>> = {
  500: fileURLToPath(new URL('../fonts/nunito-latin-500-normal.woff', import.meta.url)),
  800: fileURLToPath(new URL('../fonts/nunito-latin-800-normal.woff', import.meta.url)),
};

const fontName = (weight: CardWeight) => `Nunito-${weight}`;

/** Registers Nunito 500 and 800 in the document (once per document). */
export function registerDesignFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of [500, 800] as const) doc.registerFont(fontName(weight), PDF_FONT_FILES[weight]);
}

/**
 * Draws an SVG of this package (card or token) at (x, y), `width` points wide, 1 SVG unit =
 * `width / viewBox width` points. Nunito weights of 600 and up draw in 800, others in 500 (the
 * design uses exactly these two).
 */
export function drawSvg(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  size: { width: number; height: number },
): void {
  const warnings: string[] = [];
  SVGtoPDF(doc, svg, x, y, {
    ...size,
    assumePt: true,
    fontCallback: (family, bold) => {
      if (!/nunito/i.test(family)) throw new Error(`the design draws only in Nunito, not ${family}`);
      return fontName(bold ? 800 : 500);
    },
    warningCallback: (message) => warnings.push(message),
  });
  if (warnings.length > 0) throw new Error(`svg-to-pdfkit: ${warnings.join('; ')}`);
}

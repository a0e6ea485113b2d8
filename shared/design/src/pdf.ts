/// <reference path="./svg-to-pdfkit.d.ts" />
/**
 * Node only (ops print): draws the design's SVGs into a pdfkit document with svg-to-pdfkit,
 * with Nunito embedded from the static instances the metrics table was made from.
 */
import { fileURLToPath } from 'node:url';
import SVGtoPDF from 'svg-to-pdfkit';
import { FONT_ADVANCES } from './generated/font-metrics';
import type { CardWeight } from './measure';

/** The embedded font files, by card weight. */
export const PDF_FONT_FILES: Readonly<Record<CardWeight, string>> = {
  500: fileURLToPath(new URL('../fonts/nunito-latin-500-normal.woff', import.meta.url)),
  800: fileURLToPath(new URL('../fonts/nunito-latin-800-normal.woff', import.meta.url)),
};

const fontName = (weight: CardWeight) => `Nunito-${weight}`;

/** The names `registerDesignFonts` registers, by card weight (for pdfkit's `doc.font(name)`). */
export const PDF_FONT_NAMES: Readonly<Record<CardWeight, string>> = { 500: fontName(500), 800: fontName(800) };

/** The characters of `text` the embedded Nunito (Latin subset) has no glyph for. */
export function missingGlyphs(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text)
    if (char !== '\n' && !FONT_ADVANCES[500].chars.includes(char) && !FONT_ADVANCES[800].chars.includes(char))
      missing.add(char);
  return [...missing];
}

/** Registers Nunito 500 and 800 in the document (once per document). */
export function registerDesignFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of [500, 800] as const) doc.registerFont(fontName(weight), PDF_FONT_FILES[weight]);
}

/**
 * Draws an SVG of this package (card or token) at (x, y), `width` points wide, 1 SVG unit =
 * `width / viewBox width` points. Nunito weights of 600 and up draw in 800, others in 500 (the
 * design uses exactly these two). `fonts` draws them in other fonts registered in the document
 * (by their names), for text Nunito cannot show (see `missingGlyphs`); the lines stay where
 * Nunito's metrics put them.
 */
export function drawSvg(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  size: { width: number; height: number },
  fonts: Readonly<Record<CardWeight, string>> = PDF_FONT_NAMES,
): void {
  const warnings: string[] = [];
  // svg-to-pdfkit draws at the SVG's own width and height: scale it into `size` around it.
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const natural = { width: Number(viewBox?.[1] ?? size.width), height: Number(viewBox?.[2] ?? size.height) };
  doc.save();
  doc.translate(x, y).scale(size.width / natural.width, size.height / natural.height);
  SVGtoPDF(doc, svg, 0, 0, {
    ...natural,
    assumePt: true,
    fontCallback: (family, bold) => {
      if (!/nunito/i.test(family)) throw new Error(`the design draws only in Nunito, not ${family}`);
      return fonts[bold ? 800 : 500];
    },
    warningCallback: (message) => warnings.push(message),
  });
  doc.restore();
  if (warnings.length > 0) throw new Error(`svg-to-pdfkit: ${warnings.join('; ')}`);
}

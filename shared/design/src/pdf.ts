/// <reference path="./svg-to-pdfkit.d.ts" />
/**
 * Node only (ops print): draws the design's SVGs into a pdfkit document with svg-to-pdfkit,
 * with Nunito embedded from the static instances the metrics table was made from.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
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

/**
 * A WOFF 1.0 file as the plain TrueType (SFNT) it wraps: each table inflated with node's zlib. fontkit
 * reads WOFF by inflating its tables in JavaScript each time a document loads the font (most of the
 * time of a one-card PDF); the SFNT is made once per process and embedded the same way.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(total);
  woff.copy(sfnt, 0, 4, 8); // flavor
  const entrySelector = Math.floor(Math.log2(numTables));
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(2 ** entrySelector * 16, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - 2 ** entrySelector * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(sfnt, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const fontData = new Map<CardWeight, Buffer>();

/** Registers Nunito 500 and 800 in the document (once per document; the files are read once per process). */
export function registerDesignFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of [500, 800] as const) {
    const data = fontData.get(weight) ?? woffToSfnt(readFileSync(PDF_FONT_FILES[weight]));
    fontData.set(weight, data);
    doc.registerFont(fontName(weight), data);
  }
}

/** The size of an SVG of this package (its viewBox), or `otherwise`. */
function svgSize(svg: string, otherwise: { width: number; height: number }) {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : otherwise;
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
  const natural = svgSize(svg, size);
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

/** An SVG drawn once into the document as a form XObject, to be placed on any page by `drawForm`. */
export interface PdfForm {
  name: string;
  ref: PDFKit.PDFKitReference;
  width: number;
  height: number;
}

interface PdfkitInternals {
  page: unknown;
  _ctm: number[];
  _ctmStack: number[][];
}

let formCount = 0;

/**
 * Draws `svg` (with no text: the card's ground layer, the art) once into a form XObject. Placing
 * it on every page (`drawForm`) draws the same picture as `drawSvg` for a fraction of the time
 * and of the file size. pdfkit has no API for forms: the drawing goes to a page stand-in whose
 * content and resources are the form's.
 */
export function svgForm(doc: PDFKit.PDFDocument, svg: string): PdfForm {
  const { width, height } = svgSize(svg, { width: 0, height: 0 });
  const form = doc.ref({ Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: [0, 0, width, height] });
  const resources: Record<string, unknown> = { ProcSet: ['PDF', 'Text', 'ImageB', 'ImageC', 'ImageI'] };
  const dictionary = (key: string) => {
    resources[key] ??= {};
    return resources[key];
  };
  const standIn = {
    width,
    height,
    margins: { top: 0, left: 0, bottom: 0, right: 0 },
    write: (chunk: string) => form.write(chunk),
    get fonts() {
      return dictionary('Font');
    },
    get xobjects() {
      return dictionary('XObject');
    },
    get ext_gstates() {
      return dictionary('ExtGState');
    },
    get patterns() {
      return dictionary('Pattern');
    },
    get colorSpaces() {
      return dictionary('ColorSpace');
    },
  };
  const internals = doc as unknown as PdfkitInternals;
  const saved = { page: internals.page, ctm: internals._ctm, stack: internals._ctmStack };
  internals.page = standIn;
  internals._ctm = [1, 0, 0, 1, 0, 0];
  internals._ctmStack = [];
  try {
    // The same top-down space pdfkit gives a page.
    doc.transform(1, 0, 0, -1, 0, height);
    drawSvg(doc, svg, 0, 0, { width, height });
  } finally {
    internals.page = saved.page;
    internals._ctm = saved.ctm;
    internals._ctmStack = saved.stack;
  }
  (form as unknown as { data: Record<string, unknown> }).data.Resources = resources;
  form.end('');
  formCount += 1;
  return { name: `LgForm${formCount}`, ref: form, width, height };
}

/** Places a form on the current page at (x, y), scaled into `size` (as `drawSvg` would draw it). */
export function drawForm(
  doc: PDFKit.PDFDocument,
  form: PdfForm,
  x: number,
  y: number,
  size: { width: number; height: number },
): void {
  const page = (doc as unknown as { page: { xobjects: Record<string, unknown> } }).page;
  page.xobjects[form.name] = form.ref;
  doc.save();
  doc.translate(x, y).scale(size.width / form.width, size.height / form.height);
  // The form's own space is bottom-up: undo the page's top-down flip inside the box.
  doc.addContent(`1 0 0 -1 0 ${form.height} cm /${form.name} Do`);
  doc.restore();
}

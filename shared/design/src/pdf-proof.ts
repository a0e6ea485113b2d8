/**
 * Node only, for tests: reads a printed PDF back with poppler (`pdftotext -bbox`, `pdftoppm`),
 * to prove that what is printed is where `layoutCard` (and so the preview) puts it. Used by this
 * package's print test and by the API's `ops print` test.
 */
import { execFileSync } from 'node:child_process';

/** A word on a page, its box in points from the top left. */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The words of one page (1-based), in reading order, with their boxes. */
export function pdfWords(pdf: string, page = 1): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), pdf, '-'], {
    encoding: 'utf8',
  });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: decode(match[5] ?? ''),
  }));
}

/** A page rendered to pixels: its size in pixels and the colour at a point (in points). */
export interface RenderedPage {
  width: number;
  height: number;
  /** `#rrggbb` at (x, y) points from the top left. */
  at(x: number, y: number): string;
}

/** Renders one page (1-based) with pdftoppm at `scale` pixels per point (2 = 144 dpi). */
export function renderPdfPage(pdf: string, page = 1, scale = 2): RenderedPage {
  const ppm = execFileSync(
    'pdftoppm',
    ['-r', String(72 * scale), '-f', String(page), '-l', String(page), '-singlefile', pdf],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PPM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = ppm.subarray(header[0].length);
  return {
    width,
    height,
    at(x, y) {
      const offset = (Math.round(y * scale) * width + Math.round(x * scale)) * 3;
      return `#${[0, 1, 2].map((c) => (pixels[offset + c] ?? 0).toString(16).padStart(2, '0')).join('')}`;
    },
  };
}

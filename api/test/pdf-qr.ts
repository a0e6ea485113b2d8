/**
 * QR codes read back from a PDF as a phone would see the printed page: the page rendered by
 * poppler's pdftoppm, the PNG read with pngjs, decoded with jsQR. `region` (fractions of the page)
 * picks one code when a page carries several.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export interface PageRegion {
  top: number;
  bottom: number;
}

/** The page `page` (1-based) of a PDF as RGBA pixels at `dpi` (300: a card's small QR code has about five pixels a module). */
export function renderPdfPage(pdf: Buffer, page = 1, dpi = 300): PNG {
  const dir = mkdtempSync(path.join(tmpdir(), 'lg-qr-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', 'in.pdf', 'out'],
      {
        cwd: dir,
      },
    );
    return PNG.sync.read(readFileSync(path.join(dir, 'out.png')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the QR code in `region` of the rendered page (the whole page by default), or null. */
export function qrTextIn(png: PNG, region: PageRegion = { top: 0, bottom: 1 }): string | null {
  const top = Math.floor(png.height * region.top);
  const bottom = Math.ceil(png.height * region.bottom);
  const rowBytes = png.width * 4;
  const pixels = new Uint8ClampedArray(
    png.data.buffer,
    png.data.byteOffset + top * rowBytes,
    (bottom - top) * rowBytes,
  );
  // A printed page upside down (the folded back) reads the same: jsQR finds codes at any rotation.
  return jsQR(pixels, png.width, bottom - top)?.data ?? null;
}

/**
 * What you see is what is printed: a card drawn into a PDF (pdfkit + svg-to-pdfkit, as ops
 * print will) puts every word and every piece of art where the layout, and so the preview,
 * puts them. Reads the PDF back with poppler: pdftotext -bbox for the words, pdftoppm for
 * the pixels.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXED_GREETING_FONT } from '@littlegivers/shared/contract/greeting';
import PDFDocument from 'pdfkit';
import { CARD_SIZE, type CardInput, cardSvg, layoutCard, palette } from '../src/index';
import { drawSvg, registerDesignFonts } from '../src/pdf';
import { type PdfWord, pdfWords, renderPdfPage } from '../src/pdf-proof';

const input: CardInput = {
  designKey: 'birthday',
  header: 'Happy Birthday, Alexandra-Maria Jones!',
  lines: [
    'Grandma Rose & Grandpa J has given you the gift of giving.',
    'Choose a charity and make a difference in the world.',
  ],
  ...FIXED_GREETING_FONT,
};

let dir = '';
let pdf = '';
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'design-print-'));
  pdf = path.join(dir, 'card.pdf');
  const doc = new PDFDocument({ size: [CARD_SIZE.width, CARD_SIZE.height], margin: 0 });
  registerDesignFonts(doc);
  drawSvg(doc, cardSvg(input), 0, 0, CARD_SIZE);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve) => {
    doc.on('end', resolve);
    doc.end();
  });
  writeFileSync(pdf, Buffer.concat(chunks));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the printed card', () => {
  it('is a 7 × 5 in page', () => {
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+504 x 360 pts/);
  });

  it('sets every word of every line, names included, in the line box the preview uses', () => {
    const layout = layoutCard(input);
    const printed = pdfWords(pdf);
    expect(printed.map((word) => word.text).join(' ')).toBe(layout.lines.map((line) => line.text).join(' '));
    expect(printed.map((word) => word.text)).toContain('Alexandra-Maria');
    let index = 0;
    for (const line of layout.lines) {
      const lineWords = printed.slice(index, index + line.text.split(' ').length);
      index += lineWords.length;
      for (const word of lineWords) {
        const middle = (word.yMin + word.yMax) / 2;
        expect(middle).toBeGreaterThan(line.top);
        expect(middle).toBeLessThan(line.top + line.lineHeight);
      }
      // Centred on the same axis, as wide as measured (kerning and rounding: within 1.5 %).
      const first = lineWords[0] as PdfWord;
      const last = lineWords[lineWords.length - 1] as PdfWord;
      expect(Math.abs((first.xMin + last.xMax) / 2 - line.x)).toBeLessThan(2);
      expect(Math.abs(last.xMax - first.xMin - line.width)).toBeLessThan(0.015 * line.width + 1);
    }
  });

  it('draws the art in its boxes and the design ground around it', () => {
    const page = renderPdfPage(pdf, 1, 2); // 144 dpi: 2 px per point.
    expect([page.width, page.height]).toEqual([CARD_SIZE.width * 2, CARD_SIZE.height * 2]);
    const at = page.at;
    const ground = palette.peach;
    const layout = layoutCard(input);
    // Ground: between the frame and the art, and between the art and the greeting.
    expect(at(250, 20 + 0)).toBe(ground);
    expect(at(30, 200)).toBe(ground);
    // Each art box holds drawing that is not the ground; the space beside it is ground.
    for (const box of layout.art) {
      let inked = 0;
      for (let x = box.x; x < box.x + box.width; x += 2)
        for (let y = box.y; y < box.y + box.height; y += 2) if (at(x, y) !== ground) inked++;
      expect(inked).toBeGreaterThan(50);
    }
    expect(at(250, layout.art[0] ? layout.art[0].y + layout.art[0].height + 4 : 0)).toBe(ground);
    // The greeting's ink colour is on the page inside the header's line box.
    const header0 = layout.lines[0];
    let berry = 0;
    for (let x = header0?.x ?? 0; x < (header0?.x ?? 0) + 100; x += 0.5)
      for (let y = header0?.top ?? 0; y < (header0?.top ?? 0) + (header0?.lineHeight ?? 0); y += 0.5)
        if (at(x, y) === palette.berry) berry++;
    expect(berry).toBeGreaterThan(20);
    // A blank strip below the greeting block: nothing printed there.
    const below = layout.block.y + layout.block.height + 6;
    for (let x = 150; x < 350; x += 5) expect(at(x, below)).toBe(ground);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

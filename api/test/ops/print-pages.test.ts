/**
 * The print files hold one page at a time: once a page is written, pdfkit's page tree keeps only
 * its reference (the data of its objects let go), the fonts' word layouts are let go now and then,
 * and what a long file holds does not grow with its pages. The files stay whole: every page read
 * back (unpdf) and drawn (poppler's pdftoppm).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { renderPdfPage } from '@littlegivers/design/pdf-proof';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { cardsWriter } from '../../src/services/print-pdf/cards';
import { mailingLabelsWriter } from '../../src/services/print-pdf/mailing-labels';
import { packingListWriter } from '../../src/services/print-pdf/packing-list';
import type { PrintFileWriter } from '../../src/services/print-pdf/pdf-document';
import { samplePrintEntry } from '../sample-print-entry';

/** pdfkit's page tree: the pages' dictionaries, as its end writes them. */
interface PageTree {
  _root: { data: { Pages: { data: { Kids: { data: Record<string, unknown> }[] } } } };
}

/** A writer drawing into memory, and the pdfkit document it pipes from (handed over by the 'pipe' event). */
function drawing(make: (out: Writable) => PrintFileWriter) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  let doc: PageTree | undefined;
  out.once('pipe', (source) => {
    doc = source as unknown as PageTree;
  });
  const writer = make(out);
  return { writer, pages: () => doc?._root.data.Pages.data.Kids ?? [], pdf: () => Buffer.concat(chunks) };
}

const dir = mkdtempSync(path.join(tmpdir(), 'lg-print-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each file, drawn for `count` orders: at least `pages` pages. */
const files: [string, (out: Writable) => PrintFileWriter, { count: number; pages: number }][] = [
  ['cards.pdf', (out) => cardsWriter(out), { count: 6, pages: 6 }],
  ['mailing-labels.pdf', (out) => mailingLabelsWriter(out), { count: 6, pages: 6 }],
  [
    'packing-list.pdf',
    (out) => packingListWriter({ name: 'pages', printedAt: new Date(), count: 36 }, out),
    { count: 36, pages: 3 },
  ],
];

describe('the print files hold one page at a time', () => {
  it.each(files)(
    '%s: the written pages keep no data, the file is whole',
    async (name, make, { count, pages: least }) => {
      const entries = Array.from({ length: count }, (_, index) => samplePrintEntry(index, { prefix: 'LG-PAGES' }));
      const { writer, pages, pdf } = drawing(make);
      for (const each of entries) await writer.add(each);
      // Every page but the one being drawn is written: the tree keeps its reference only.
      const tree = pages();
      expect(tree.length).toBeGreaterThanOrEqual(least);
      for (const page of tree.slice(0, -1)) expect(page.data).toEqual({});
      expect(tree.at(-1)?.data).toMatchObject({ Type: 'Page' });
      await writer.end();

      const document = await getDocumentProxy(new Uint8Array(pdf()));
      const { text } = await extractText(document, { mergePages: false });
      expect(text).toHaveLength(tree.length);
      if (name === 'packing-list.pdf') {
        // Every order, in order, over the pages.
        const all = text.join('\n');
        const at = entries.map((each) => all.search(new RegExp(`${each.orderIdentifier}\\b`)));
        expect(at.every((position, index) => position > (at[index - 1] ?? -1))).toBe(true);
      } else
        entries.forEach((each, index) => {
          // A card names its order and code; a label, for the envelope, its ship-to.
          if (name === 'cards.pdf') {
            expect(text[index]).toContain(each.orderIdentifier);
            expect(text[index]).toContain(each.redemptionCode);
          } else expect(text[index]).toContain(each.shipTo.name);
        });
      // Drawn by poppler, first page to last, at the file's page size.
      const file = path.join(dir, name);
      writeFileSync(file, pdf());
      const size = (await document.getPage(1)).view.slice(2);
      for (const number of [1, tree.length]) {
        const page = renderPdfPage(file, number, 1);
        expect([page.width, page.height]).toEqual(size.map(Math.round));
      }
    },
  );

  it('what a long cards.pdf holds does not grow with its pages', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    /** The live heap and buffers once garbage is freed (buffers go a turn of the event loop after a collection). */
    const live = async () => {
      for (let round = 0; round < 3; round++) {
        gc();
        await wait(10);
      }
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.external;
    };
    const out = new Writable({ write: (_chunk, _encoding, done) => done() });
    const writer = cardsWriter(out);
    const draw = async (from: number, to: number) => {
      for (let index = from; index < to; index++) await writer.add(samplePrintEntry(index, { prefix: 'LG-PAGES' }));
    };
    // Measured at the same point of the fonts' cycle of word layouts (cleared every 100 pages).
    await draw(0, 150);
    const early = await live();
    await draw(150, 550);
    const late = await live();
    await writer.end();
    // 400 cards more: the fonts' word layouts alone, kept for every card, grew by 4 MB; a written
    // page now costs a few hundred bytes (its reference in the page tree).
    expect(late - early).toBeLessThan(1024 * 1024);
  });
});

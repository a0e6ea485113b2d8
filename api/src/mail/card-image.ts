/**
 * The card front as a PNG for the order receipt: mail clients do not show SVG reliably, so the
 * design package's cardSvg is rasterized here (resvg, a prebuilt native binary from the npm
 * registry) with the card's own font, Nunito. resvg reads TrueType/OpenType files only; the
 * design package ships WOFF, so each weight is unpacked once per process into a temporary file.
 * Rendering runs on libuv's thread pool (renderAsync): the API's event loop stays free while the
 * sender renders a batch.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CARD_SIZE, type CardInput, cardSvg } from '@littlegivers/design';
import { PDF_FONT_FILES, woffToSfnt } from '@littlegivers/design/pdf';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * The image's width in pixels: the card's own size (1 px per point), a little more than the
 * 464 px it takes in the message. Twice that would be sharper on high-density screens but costs
 * about four times as much to draw (some 40 ms a card on the shared 2-core machine instead of
 * 11), which a holiday peak of 1,000 receipts cannot afford. The height follows the 7:5 trim.
 */
export const CARD_IMAGE_WIDTH = CARD_SIZE.width;

let fontFiles: Promise<string[]> | undefined;

/** Nunito 500 and 800 as TrueType files in a temporary folder (made once per process, removed at exit). */
function cardFontFiles(): Promise<string[]> {
  fontFiles ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'littlegivers-card-fonts-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return Promise.all(
      Object.entries(PDF_FONT_FILES).map(async ([weight, file]) => {
        const target = path.join(dir, `nunito-${weight}.ttf`);
        writeFileSync(target, woffToSfnt(await readFile(file)));
        return target;
      }),
    );
  })();
  return fontFiles;
}

/**
 * The static Nunito files name each weight as its own family ("Nunito Medium", "Nunito ExtraBold")
 * and resvg matches families by name: each text of the card is pointed at its weight's family
 * (600 and up draw in 800, the rest in 500, as in the PDF).
 */
function withWeightFamilies(svg: string): string {
  return svg.replace(
    /<text ([^>]*?)font-weight="(\d+)"/g,
    (_, before: string, weight: string) =>
      `<text ${before}font-family="${Number(weight) >= 600 ? 'Nunito ExtraBold' : 'Nunito Medium'}" font-weight="${weight}"`,
  );
}

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** Drawing workers: one per core, at most 4 (the event loop is mostly idle while they draw). */
const DRAWING_THREADS = Math.max(1, Math.min(4, availableParallelism()));

interface Drawer {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** The drawing workers, each started on first use; they keep no process alive and are started again after a crash. */
const drawers: (Drawer | undefined)[] = [];
let nextId = 0;

function startDrawer(slot: number): Drawer {
  const worker = new Worker(new URL('./card-png-worker.mjs', import.meta.url));
  const drawer: Drawer = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
    const waiting = drawer.pending.get(message.id);
    drawer.pending.delete(message.id);
    if (!waiting) return;
    if (message.png) waiting.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
    else waiting.reject(new Error(`card picture not drawn: ${message.error}`));
  });
  const fail = (error: Error) => {
    if (drawers[slot] === drawer) drawers[slot] = undefined;
    for (const waiting of drawer.pending.values()) waiting.reject(error);
    drawer.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`a card drawing worker exited (${code})`)));
  drawers[slot] = drawer;
  return drawer;
}

/** The least busy worker (an idle slot starts one). */
function drawingWorker(): Drawer {
  let best: Drawer | undefined;
  for (let slot = 0; slot < DRAWING_THREADS; slot++) {
    const drawer = drawers[slot];
    if (!drawer) return startDrawer(slot);
    if (!best || drawer.pending.size < best.pending.size) best = drawer;
  }
  return best as Drawer;
}

function drawPng(svg: string, options: ResvgRenderOptions): Promise<Buffer> {
  const { worker, pending } = drawingWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, svg, options });
  });
}

/** The card front as a PNG, CARD_IMAGE_WIDTH wide at the card's proportions, drawn in the card's own font. */
export async function cardPng(card: CardInput): Promise<Buffer> {
  return drawPng(withWeightFamilies(cardSvg(card)), {
    fitTo: { mode: 'width', value: CARD_IMAGE_WIDTH },
    font: { fontFiles: await cardFontFiles(), loadSystemFonts: false, defaultFontFamily: 'Nunito Medium' },
  });
}

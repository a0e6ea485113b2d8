/**
 * Proofs: draws every card design and the keepsake token to PNG in headless Chromium, draws
 * the cards into a PDF with pdfkit + svg-to-pdfkit and renders its pages with pdftoppm, then
 * compares each printed page with the browser's picture, pixel by pixel. Also measures the
 * greeting lines in Chromium (the variable font) against the wrap table (the static fonts).
 * Writes into proofs/ (not committed). Run: pnpm --filter @littlegivers/design proofs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { greetingFontSize, renderGreeting } from '@littlegivers/shared/contract/greeting';
import { chromiumLaunchOptions } from '@littlegivers/tooling/chromium';
import PDFDocument from 'pdfkit';
import { chromium } from 'playwright-core';
import {
  CARD_SIZE,
  type CardInput,
  cardInputFromGreeting,
  cardSvg,
  cardSvgWith,
  DESIGN_KEY_BY_CARD_TYPE,
  fontFaceCss,
  layoutCard,
  linkedArt,
  previewGreeting,
  SAMPLE_CODE,
  TOKEN_SIZE,
  textWidth,
  tokenSvg,
} from '../src/index';
import { drawSvg, registerDesignFonts } from '../src/pdf';

const require = createRequire(import.meta.url);
const out = new URL('../proofs/', import.meta.url);
mkdirSync(out, { recursive: true });
const { cardTypeSeed } = (await import(require.resolve('../../../api/src/db/seed-data.ts'))) as {
  cardTypeSeed: {
    name: string;
    header: string;
    line1: string | null;
    line2: string | null;
    line3: string | null;
    customText: boolean;
  }[];
};

const names = { recipientName: 'Maya', purchaserName: 'Grandma Rose & Grandpa J' };
const cards: { name: string; input: CardInput }[] = [];
for (const type of cardTypeSeed) {
  const designKey = DESIGN_KEY_BY_CARD_TYPE[type.name] ?? 'neutral';
  const custom = 'Happy first day of school, Maya! We are so proud of you. Love, Grandma Rose';
  const greeting = renderGreeting(
    { customGreetingEnabled: type.customText, customGreetingText: custom, greeting: type },
    names,
  );
  cards.push({
    name: type.name,
    input: cardInputFromGreeting(designKey, greeting, [names.recipientName, names.purchaserName]),
  });
}
cards.push({
  name: 'birthday-placeholder',
  input: cardInputFromGreeting(
    'birthday',
    previewGreeting({ customGreetingEnabled: false, greeting: cardTypeSeed[2] }, {}),
  ),
});
const longest =
  'x'.repeat(0) +
  'Dear Alexandra, may your year be filled with books, puppies, sunshine and kindness. Choose a charity you love! Grandpa';
cards.push({ name: 'custom-135', input: { designKey: 'neutral', header: longest, ...greetingFontSize(longest) } });

const fontUrl = `data:font/woff2;base64,${readFileSync(new URL('../fonts/nunito-latin-wght-normal.woff2', import.meta.url)).toString('base64')}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 1100, height: 800 } });
async function shoot(svg: string, file: string) {
  await page.setContent(
    `<!doctype html><style>${fontFaceCss(fontUrl)} body{margin:0}</style><div id="art" style="display:inline-block">${svg}</div>`,
  );
  await page.evaluate(() => document.fonts.ready);
  if (!(await page.evaluate(() => document.fonts.check('800 32px Nunito')))) throw new Error('Nunito did not load');
  await page.locator('#art svg').screenshot({ path: new URL(file, out).pathname });
}

// The wrap table against Chromium's own measurement of the variable font.
await page.setContent(
  `<style>${fontFaceCss(fontUrl)}</style><p style="font:800 32px Nunito">x</p><p style="font:500 14px Nunito">x</p>`,
);
await page.evaluate(() => document.fonts.ready);
let worst = 0;
for (const { input } of cards) {
  for (const line of layoutCard(input).lines) {
    const measured = await page.evaluate(
      ({ text, font }) => {
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = font;
        context.fontKerning = 'none';
        return context.measureText(text).width;
      },
      { text: line.text, font: `${line.weight} ${line.fontSize}px Nunito` },
    );
    worst = Math.max(worst, Math.abs(measured - textWidth(line.text, line.fontSize, line.weight)));
  }
}
console.log(`widest difference between Chromium (variable font) and the wrap table: ${worst.toFixed(3)} pt`);

// The swap: the same paragraph in the fallback and in Nunito, its box in each.
for (const weight of [500, 800]) {
  const sample =
    'You build a card with a greeting and choose a gift amount. We print it and mail it with a keepsake token carrying a secret code.';
  const boxes = (await page.evaluate(
    `["'Nunito Fallback'", 'Nunito'].map((family) => {
      const p = document.createElement('p');
      p.style.cssText = 'width:360px;margin:0;font:${weight} 16px/1.5 ' + family;
      p.textContent = ${JSON.stringify(sample)};
      document.body.append(p);
      const box = p.getBoundingClientRect();
      const line = document.createRange();
      line.selectNodeContents(p);
      const width = Math.max(...[...line.getClientRects()].map((r) => r.width));
      p.remove();
      return { height: box.height, width };
    })`,
  )) as { height: number; width: number }[];
  console.log(`swap at weight ${weight}: fallback ${JSON.stringify(boxes[0])}, Nunito ${JSON.stringify(boxes[1])}`);
}

const doc = new PDFDocument({ size: [CARD_SIZE.width, CARD_SIZE.height], margin: 0, autoFirstPage: false });
registerDesignFonts(doc);
const chunks: Buffer[] = [];
doc.on('data', (chunk: Buffer) => chunks.push(chunk));
const done = new Promise((resolve) => doc.on('end', resolve));
for (const { name, input } of cards) {
  await shoot(cardSvg(input), `${name}.png`);
  doc.addPage({ size: [CARD_SIZE.width, CARD_SIZE.height], margin: 0 });
  drawSvg(doc, cardSvg(input), 0, 0, CARD_SIZE);
}
await shoot(tokenSvg({ code: SAMPLE_CODE }), 'token.png');
// Linked art (the browser's lighter form) draws the same picture as inline art.
const artDataUrl = (key: string) =>
  `data:image/svg+xml;base64,${readFileSync(new URL(`../art/${key}.svg`, import.meta.url)).toString('base64')}`;
const birthday = cards.find((card) => card.name === 'birthday')?.input as CardInput;
await shoot(cardSvgWith(birthday, linkedArt(artDataUrl)), 'birthday-linked.png');
doc.addPage({ size: [TOKEN_SIZE.width, TOKEN_SIZE.height], margin: 0 });
drawSvg(doc, tokenSvg({ code: SAMPLE_CODE }), 0, 0, TOKEN_SIZE);
doc.end();
await done;
const pdf = new URL('cards.pdf', out).pathname;
writeFileSync(pdf, Buffer.concat(chunks));
execFileSync('pdftoppm', ['-r', '144', '-png', pdf, new URL('print', out).pathname]);

/** Runs in the page (a string: tsx's helpers do not exist there). */
const COMPARE = `async function (a, b) {
  async function load(src) {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height);
  }
  const x = await load(a), y = await load(b);
  if (x.width !== y.width || x.height !== y.height) return { size: x.width + 'x' + x.height + ' vs ' + y.width + 'x' + y.height, share: 1 };
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    const delta = Math.max(Math.abs(x.data[i] - y.data[i]), Math.abs(x.data[i + 1] - y.data[i + 1]), Math.abs(x.data[i + 2] - y.data[i + 2]));
    if (delta > 64) differing++;
  }
  return { size: x.width + 'x' + x.height, share: differing / (x.width * x.height) };
}`;

{
  const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(new URL(file, out)).toString('base64')}`;
  const result = (await page.evaluate(
    `(${COMPARE})(${JSON.stringify(dataUrl('birthday.png'))}, ${JSON.stringify(dataUrl('birthday-linked.png'))})`,
  )) as { share: number };
  console.log(`birthday, linked art against inline art: ${(result.share * 100).toFixed(2)} % of pixels differ visibly`);
}

// Printed page against the browser's picture: the share of pixels that differ visibly.
const names2 = [...cards.map((card) => card.name), 'token'];
const pad = String(names2.length).length;
for (const [index, name] of names2.entries()) {
  const printed = `print-${String(index + 1).padStart(pad, '0')}.png`;
  const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(new URL(file, out)).toString('base64')}`;
  const result = (await page.evaluate(
    `(${COMPARE})(${JSON.stringify(dataUrl(`${name}.png`))}, ${JSON.stringify(dataUrl(printed))})`,
  )) as {
    size: string;
    share: number;
  };
  console.log(
    `${name}: ${result.size}, ${(result.share * 100).toFixed(2)} % of pixels differ visibly between browser and print`,
  );
}
await browser.close();

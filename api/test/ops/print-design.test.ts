/**
 * What you see is what is printed: `ops print` draws each card where the preview does. The
 * expected card is built the browser's way (GET /api/cardtype's designKey, the shared
 * renderGreeting with the names, the design package's cardInputFromGreeting and layoutCard); the
 * printed page is read back with poppler (pdftotext -bbox for the words, pdftoppm for the pixels)
 * through the design package's proof helpers.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CardLayout,
  cardInputFromGreeting,
  layoutCard,
  palette,
  TOKEN_LAYOUT,
  TOKEN_SIZE,
} from '@littlegivers/design';
import { type PdfWord, pdfWords, renderPdfPage } from '@littlegivers/design/pdf-proof';
import { displayPurchaserName, renderGreeting } from '@littlegivers/shared/contract/greeting';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { type CardType, cardTypeListSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAGE } from '../../src/services/print-pdf/card-front';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { ops } from './ops-helpers';

let t: TestApp;
let out: string;
let pdf: string;
const cards: {
  identifier: string;
  code: string;
  recipient: string;
  from: string;
  custom: boolean;
  layout: CardLayout;
}[] = [];

/** The card as the gift preview draws it for this order. */
function previewLayout(cardType: CardType, names: { recipientName: string; fromName: string }, custom?: string) {
  const greeting = renderGreeting(
    { customGreetingEnabled: custom !== undefined, customGreetingText: custom, greeting: custom ? null : cardType },
    { recipientName: names.recipientName, purchaserName: names.fromName },
  );
  return layoutCard(
    cardInputFromGreeting(cardType.designKey ?? 'neutral', greeting, [
      names.recipientName,
      displayPurchaserName(names.fromName),
    ]),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  out = mkdtempSync(path.join(tmpdir(), 'lg-print-design-'));
  const cardTypes = cardTypeListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/cardtype' })).json());
  const byName = (name: string) => cardTypes.find((cardType) => cardType.name === name) as CardType;
  const orders = [
    { cardType: byName('birthday'), recipientName: 'Alexandra-Maria Jo', fromName: 'Grandma Rose & Grandpa' },
    { cardType: byName('holidays'), recipientName: 'Ava', fromName: 'Sam' },
    {
      cardType: byName('custom-message'),
      recipientName: 'Noah',
      fromName: 'Grandma Jo',
      custom: 'Go change the world, kiddo! We are proud of you.',
    },
  ];
  for (const { cardType, custom, ...names } of orders) {
    const { order, code } = await paidOrderWithCode(t.app, {
      ...names,
      cardType: custom ? null : cardType.id,
      ...(custom ? { customMessage: custom } : {}),
    });
    cards.push({
      identifier: order.orderIdentifier,
      code: formatRedemptionCode(code),
      recipient: names.recipientName,
      from: names.fromName,
      custom: custom !== undefined,
      layout: previewLayout(cardType, names, custom),
    });
  }
  const dir = path.join(out, 'batch');
  const run = await ops(t.database, ['print', '--out', dir]);
  expect(run.code).toBe(0);
  pdf = path.join(dir, 'cards.pdf');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  // Every card on the page the manifest names (the expectations follow the manifest's order).
  const pageOf = new Map<string, number>(
    manifest.orders.map((row: { orderIdentifier: string; cardPage: number }) => [row.orderIdentifier, row.cardPage]),
  );
  cards.sort((a, b) => (pageOf.get(a.identifier) ?? 0) - (pageOf.get(b.identifier) ?? 0));
  expect(cards.map((card) => pageOf.get(card.identifier))).toEqual([1, 2, 3]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(out, { recursive: true, force: true });
});

const inside = (word: PdfWord, box: { x: number; y: number; width: number; height: number }) =>
  word.xMin >= box.x - 1 &&
  word.xMax <= box.x + box.width + 1 &&
  word.yMin >= box.y - 1 &&
  word.yMax <= box.y + box.height + 1;
const words = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('ops print draws the card the preview shows', () => {
  it('sets every greeting line, names included, in the line box the preview puts it in', () => {
    cards.forEach((card, index) => {
      const printed = pdfWords(pdf, index + 1).filter(
        (word) => inside(word, card.layout.greetingBox) && !inside(word, CARD_PAGE.kidspage),
      );
      // The kidspage label (bottom left) never covers a line of the greeting.
      const label = CARD_PAGE.kidspage;
      for (const line of card.layout.lines) {
        const clear =
          line.top >= label.y + label.height ||
          line.top + line.lineHeight <= label.y ||
          line.x - line.width / 2 >= label.x + label.width;
        expect(clear, `${line.text} clear of the kidspage label`).toBe(true);
      }
      // Only the greeting is in the greeting box (beside the kidspage label), in reading order.
      expect(printed.flatMap((word) => words(word.text))).toEqual(
        card.layout.lines.flatMap((line) => words(line.text)),
      );
      for (const line of card.layout.lines) {
        const lineWords = printed.filter((word) => {
          const middle = (word.yMin + word.yMax) / 2;
          return middle > line.top && middle < line.top + line.lineHeight;
        });
        expect(lineWords.flatMap((word) => words(word.text))).toEqual(words(line.text));
        const first = lineWords[0] as PdfWord;
        const last = lineWords[lineWords.length - 1] as PdfWord;
        // Centred on the preview's axis, as wide as the preview measures it (kerning: within 1.5 %).
        expect(Math.abs((first.xMin + last.xMax) / 2 - line.x)).toBeLessThan(2);
        expect(Math.abs(last.xMax - first.xMin - line.width)).toBeLessThan(0.015 * line.width + 1);
      }
      // A chosen greeting names the recipient in a header line, in that line's box.
      if (!card.custom) {
        const first = card.recipient.split(/[ -]/)[0] ?? '?';
        const line = card.layout.lines.find((each) => each.role === 'header' && each.text.includes(first));
        const name = printed.find((word) => word.text.startsWith(first));
        expect(line && name && name.yMin > line.top && name.yMax < line.top + line.lineHeight).toBe(true);
      }
    });
  });

  it('puts the names and the code on one line beside the art, and the token with the code in its stamp', () => {
    cards.forEach((card, index) => {
      const page = pdfWords(pdf, index + 1);
      const panel = page.filter((word) => inside(word, CARD_PAGE.panel)).map((word) => word.text);
      const panelText = panel.join(' ');
      expect(panelText).toContain(`For ${card.recipient}`);
      expect(panelText).toContain(`from ${card.from}`);
      expect(panel).toContain(card.code);
      const token = page.filter((word) => inside(word, CARD_PAGE.token)).map((word) => word.text);
      const groups = card.code.split('-');
      expect(token).toEqual([
        'Little',
        'Givers',
        groups.slice(0, 2).join('-'),
        groups.slice(2).join('-'),
        'your',
        'secret',
        'code',
      ]);
      // Nothing printed overlaps the preview's art or greeting box but the greeting itself.
      for (const box of [...card.layout.art]) expect(page.filter((word) => inside(word, box))).toEqual([]);
    });
  });

  it('draws the art in the preview’s boxes on the design’s ground, the greeting in its ink', () => {
    cards.forEach((card, index) => {
      const page = renderPdfPage(pdf, index + 1, 2);
      expect([page.width, page.height]).toEqual([card.layout.width * 2, card.layout.height * 2]);
      const ground = palette[card.layout.design.background];
      for (const box of card.layout.art) {
        let inked = 0;
        for (let x = box.x; x < box.x + box.width; x += 2)
          for (let y = box.y; y < box.y + box.height; y += 2) if (page.at(x, y) !== ground) inked++;
        expect(inked, `${card.layout.design.key} ${box.art}`).toBeGreaterThan(50);
      }
      // Ground between the art and the greeting, and under the greeting block.
      const main = card.layout.art.find((art) => art.slot === 'main');
      expect(page.at(252, (main?.y ?? 0) + (main?.height ?? 0) + 4)).toBe(ground);
      const below = card.layout.block.y + card.layout.block.height + 6;
      const label = CARD_PAGE.kidspage;
      // The label's stroke reaches 1 px beyond its box.
      const besideLabel = below >= label.y - 2 && below <= label.y + label.height + 2 ? label.x + label.width + 2 : 150;
      for (let x = Math.max(150, besideLabel); x < 350; x += 5) expect(page.at(x, below), `${x},${below}`).toBe(ground);
      // The header's ink is inside the header's line box.
      const header = card.layout.lines[0];
      let ink = 0;
      if (header)
        for (let x = header.x - header.width / 2; x < header.x + header.width / 2; x += 0.5)
          for (let y = header.top; y < header.top + header.lineHeight; y += 0.5)
            if (page.at(x, y) === header.fill) ink++;
      expect(ink).toBeGreaterThan(20);
      // The token's rim is drawn at the stamp's scale.
      const scale = CARD_PAGE.token.width / TOKEN_SIZE.width;
      const rim = { x: CARD_PAGE.token.x + TOKEN_LAYOUT.centre.x * scale, y: CARD_PAGE.token.y + 4 * scale };
      expect(page.at(rim.x, rim.y)).toBe(palette.brand);
    });
  });
});

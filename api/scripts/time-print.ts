/**
 * How long `ops print` takes to draw N cards (cards.pdf, packing list and labels, without the
 * database), streamed to files in a temporary folder as `ops print` does, and the process's peak
 * RSS (compare 100 and 1,000: it must not grow with the count):
 * `pnpm --filter api exec tsx scripts/time-print.ts [N]` (default 100). The cards cycle through the
 * seeded greetings, a custom message every seventh.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import { cardTypeSeed } from '../src/db/seed-data';
import { writeCards, writeMailingLabels, writePackingList } from '../src/services/print-pdf';
import type { PrintQueueEntry } from '../src/services/print-queue';

const count = Number(process.argv[2] ?? 100);
const greetings = cardTypeSeed.filter((cardType) => !cardType.customText);
const entries: PrintQueueEntry[] = Array.from({ length: count }, (_, index) => {
  const custom = index % 7 === 6;
  const cardType = custom ? cardTypeSeed[0] : greetings[index % greetings.length];
  const names = { recipientName: `Ava ${index}`, purchaserName: 'Grandma Rose & Grandpa' };
  const greeting = renderGreeting(
    { customGreetingEnabled: custom, customGreetingText: 'Go change the world, kiddo!', greeting: cardType },
    names,
  );
  return {
    orderId: index + 1,
    orderIdentifier: `LG-TIME-${String(index).padStart(5, '0')}`,
    paidAt: null,
    paymentMethod: 'paypal',
    recipientName: names.recipientName,
    fromName: names.purchaserName,
    greetingHeader: greeting.header,
    greetingLines: greeting.lines,
    greetingCustom: greeting.custom,
    fontSize: greeting.font.fontSize,
    lineHeight: greeting.font.lineHeight,
    cardTemplateId: 1,
    designKey: cardType?.designKey ?? 'neutral',
    redemptionCode: 'K1DS-G1VE-H4PP-Y123',
    amount: 20,
    redeemed: false,
    shipTo: {
      name: 'Pat Lee',
      address1: '1 Main St',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      country: 'us',
    },
    package: { id: 1, name: 'Standard mail', tracked: false },
  };
});

const dir = mkdtempSync(path.join(tmpdir(), 'lg-time-print-'));
const file = (name: string) => createWriteStream(path.join(dir, name));
const size = (name: string) => statSync(path.join(dir, name)).size;
const rssBefore = process.resourceUsage().maxRSS;
const started = performance.now();
await writeCards(entries, file('cards.pdf'));
const drawn = performance.now();
await writePackingList(entries, { name: 'timing', printedAt: new Date() }, file('packing-list.pdf'));
await writeMailingLabels(entries, file('mailing-labels.pdf'));
const done = performance.now();
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `${count} cards: cards.pdf ${Math.round(drawn - started)} ms (${kb(size('cards.pdf'))}), ` +
    `packing list + labels ${Math.round(done - drawn)} ms (${kb(size('packing-list.pdf') + size('mailing-labels.pdf'))}), ` +
    `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (${Math.round(rssBefore / 1024)} MB before drawing)`,
);
rmSync(dir, { recursive: true, force: true });

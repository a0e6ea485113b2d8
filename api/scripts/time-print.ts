/**
 * How long `ops print` takes to draw N cards (cards.pdf, packing list and labels, without the
 * database), streamed to files in a temporary folder as `ops print` does, and the process's peak
 * RSS (compare 100 and 1,000: it must not grow with the count):
 * `pnpm --filter api exec tsx scripts/time-print.ts [N]` (default 100). The cards cycle through the
 * seeded greetings, a custom message every seventh (test/sample-print-entry.ts).
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCards } from '../src/services/print-pdf/cards';
import { writeMailingLabels } from '../src/services/print-pdf/mailing-labels';
import { writePackingList } from '../src/services/print-pdf/packing-list';
import type { PrintQueueEntry } from '../src/services/print-queue';
import { samplePrintEntry } from '../test/sample-print-entry';

const count = Number(process.argv[2] ?? 100);
const entries: PrintQueueEntry[] = Array.from({ length: count }, (_, index) =>
  samplePrintEntry(index, { prefix: 'LG-TIME', customEvery: 7 }),
);

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

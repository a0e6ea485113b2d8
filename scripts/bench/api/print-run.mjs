// Print budgets, in a process of their own (run with the API's tsx, which loads its TypeScript; no
// port is opened): a PGlite in a temporary folder, migrated and seeded, then one of
//   --mode download : one print-at-home order paid (its download token issued as the API does),
//                     then GET /api/cardDownload/{token} through the app (inject) 200 times after
//                     10 warm-ups, each from its own client address (the route's limit is per client):
//                     p50/p95/max of the whole answer (query, decryption, drawing, streaming);
//   --mode print --cards N : N paid mailed orders with their codes, then `ops print`'s service
//                     (cards, packing list, labels streamed to a temporary folder, orders marked printed).
// Prints one JSON line with the figures; for a print batch, how far RSS (and, with --sample-memory,
// the live heap) rose above its level just before the batch, so runs of 100 and 1,000 cards show
// whether memory grows with the count.
import { mkdtempSync, rmSync, statSync, WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { openDatabase } from '../../../api/src/db/client.ts';
import { redemptions } from '../../../api/src/db/schema.ts';
import { seed } from '../../../api/src/db/seed.ts';
import { standaloneFake } from '../../../api/src/paypal/transport.ts';
import { createServices } from '../../../api/src/services/index.ts';
import { newStoredCode } from '../../../api/src/services/redemption-codes.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const mode = option('--mode', 'download');
const cards = Number(option('--cards', 1000));
const requests = Number(option('--requests', 200));

const dataDir = mkdtempSync(path.join(tmpdir(), 'lg-bench-print-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  RECONCILE_INTERVAL_MS: '0',
  MAIL_POLL_INTERVAL_MS: '0',
  PAYPAL_MODE: 'fake',
  DATA_DIR: dataDir,
});
const database = await openDatabase(config);
await seed(database.db);
const fake = standaloneFake(config, database.db);
const services = createServices({ config, database, fakePayPal: () => fake.transport });
const rows = async (query) => (await database.db.execute(query)).rows;
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** N orders of a delivery, inserted in one statement: greetings cycling through the seeded ones. */
async function insertOrders(count, delivery) {
  const mailed = delivery === 'mail';
  const [pkg] = await rows(`select id, cost_cents from packages where delivery = '${delivery}' order by id limit 1`);
  const address = mailed
    ? `'Pat', 'Lee', '1 Main St', 'Springfield', 'IL', '62701', 'United States'`
    : 'null, null, null, null, null, null, null';
  return rows(`
    insert into orders (order_identifier, status, payment_method, email, from_name, recipient_name,
      shipping_first_name, shipping_last_name, shipping_address1, shipping_city, shipping_state, shipping_zip,
      shipping_country, delivery, package_id, card_type_id, header_font_size, header_line_height, gift_cents,
      shipping_cents, donation_cents, total_cents, paid_at)
    select 'LG-PRINT-' || i, 'paid', 'skipped', 'bench@example.com', 'Grandma Rose', 'Ava ' || i, ${address},
      '${delivery}', ${Number(pkg.id)},
      (select id from card_types where not custom_text order by id offset (i % 5) limit 1), 32, 44,
      2000, ${Number(pkg.cost_cents)}, 100, ${2100 + Number(pkg.cost_cents)}, now() - i * interval '1 second'
    from generate_series(1, ${count}) as i
    returning id, gift_cents`);
}

let figures;
if (mode === 'download') {
  const [order] = await rows(`
    insert into orders (order_identifier, status, email, from_name, recipient_name, delivery, package_id,
      card_type_id, header_font_size, header_line_height, gift_cents, shipping_cents, donation_cents, total_cents)
    values ('LG-PRINT-HOME', 'prePaymentAuthorization', 'bench@example.com', 'Grandma Rose', 'Ava', 'print',
      (select id from packages where delivery = 'print' limit 1),
      (select id from card_types where not custom_text order by id limit 1), 32, 44, 2000, 0, 100, 2100)
    returning id`);
  await services.payments.markOrderPaid(Number(order.id), { method: 'skipped' });
  const link = await services.cardDownloads.linkOf(Number(order.id));
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const url = new URL(link).pathname;
  const get = async (i) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    });
    if (response.statusCode !== 200) throw new Error(`download answered ${response.statusCode}`);
    return { ms: performance.now() - started, bytes: response.rawPayload.length };
  };
  for (let i = 0; i < 10; i++) await get(100_000 + i);
  const samples = [];
  for (let i = 0; i < requests; i++) samples.push(await get(i));
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  figures = {
    mode,
    requests,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: sorted.at(-1),
    pdfKB: Math.round(samples[0].bytes / 1024),
    peakRssMb: peakRssMb(),
  };
  await app.close();
} else {
  const inserted = await insertOrders(cards, 'mail');
  await database.db.insert(redemptions).values(
    inserted.map((order) => {
      const { codeHash, codeCiphertext } = newStoredCode(services.vault);
      return { orderId: Number(order.id), amountCents: Number(order.gift_cents), codeHash, codeCiphertext };
    }),
  );
  // A few print-at-home orders too: they must stay out of the batch.
  await insertOrders(3, 'print').catch(() => undefined);
  // The process's peak RSS is PGlite's start (its WebAssembly memory stays mapped), so the batch's
  // own memory is measured during it. RSS is sampled at every 100th write to the print files (the
  // drawing keeps the event loop busy between writes, so timers would rarely run); with
  // --sample-memory (and node's --expose-gc) the live JS heap and buffers are measured at every
  // 400th after a full collection: what the batch holds, as opposed to garbage not collected yet.
  // The collections slow the batch down: its duration counts only without --sample-memory.
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  const sampleLive = args.includes('--sample-memory') && typeof globalThis.gc === 'function';
  const live = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  // The level before the batch, once what the set-up left is freed: a single full collection right
  // after it left a few hundred MB of its buffers counted (released by a later collection, a turn of
  // the event loop on), and their release during the batch hid the batch's own growth. So: collect,
  // let the event loop turn, again, until the live figure stops falling.
  for (let round = 0, previous = Number.POSITIVE_INFINITY; round < 10; round++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (live() > previous - 1024 * 1024) break;
    previous = live();
  }
  const rssBefore = process.memoryUsage.rss();
  const liveBefore = live();
  let rssPeak = rssBefore;
  let livePeak = liveBefore;
  let writes = 0;
  const write = WriteStream.prototype.write;
  WriteStream.prototype.write = function sampled(...writeArgs) {
    if (++writes % 100 === 0) {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      if (sampleLive && writes % 400 === 0) {
        globalThis.gc();
        livePeak = Math.max(livePeak, live());
      }
    }
    return write.apply(this, writeArgs);
  };
  const outDir = path.join(dataDir, 'print-out');
  const started = performance.now();
  const batch = await services.printing.printBatch({ outDir, now: new Date() });
  const durationMs = performance.now() - started;
  WriteStream.prototype.write = write;
  const size = (name) => Math.round(statSync(path.join(outDir, name)).size / 1024);
  figures = {
    mode,
    cards,
    printed: batch.printed.length,
    held: batch.held.length,
    durationMs,
    cardsKB: size('cards.pdf'),
    labelsKB: size('mailing-labels.pdf'),
    packingKB: size('packing-list.pdf'),
    rssBeforeMb: mb(rssBefore),
    rssGrowthMb: mb(rssPeak - rssBefore),
    liveGrowthMb: sampleLive ? mb(livePeak - liveBefore) : null,
    samples: Math.floor(writes / 100),
    peakRssMb: peakRssMb(),
  };
}

console.log(JSON.stringify(figures));
await services.mail.stop();
await fake.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

// One reconciliation run (api/src/services/reconcile.ts) with 10,000 abandoned orders, against the
// PayPal stand-in, in a process of its own (run with the API's tsx, which loads its TypeScript):
// a PGlite in a temporary folder, migrated and seeded, 10,000 unpaid orders created over the last ~4 days whose
// PayPal orders (at the stand-in) the buyers never approved, then one run as the API's timer makes
// it. Prints one JSON line: the run's result, its duration and the PayPal calls it made (every HTTP
// request to the stand-in, the OAuth token included), and how many calls one run made before the
// batch and backoff (one per unpaid order under 3 days old).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../api/src/config.ts';
import { openDatabase } from '../../../api/src/db/client.ts';
import { seed } from '../../../api/src/db/seed.ts';
import { standaloneFake } from '../../../api/src/paypal/transport.ts';
import { createServices } from '../../../api/src/services/index.ts';

const ORDERS = Number(process.env.BENCH_ABANDONED_ORDERS ?? 10_000);
/** Creation times spread evenly: one order every 35 s back from 2 minutes ago (10,000 → about 4 days). */
const SPACING_SECONDS = 35;

const dataDir = mkdtempSync(path.join(tmpdir(), 'lg-bench-reconcile-'));
const config = loadConfig({ LOG_LEVEL: 'silent', RECONCILE_INTERVAL_MS: '0', PAYPAL_MODE: 'fake', DATA_DIR: dataDir });
const database = await openDatabase(config);
await seed(database.db);
const fake = standaloneFake(config, database.db);
let calls = 0;
const services = createServices({
  config,
  database,
  fakePayPal: () => async (request) => {
    calls += 1;
    return fake.transport(request);
  },
});

const rows = async (query) => (await database.db.execute(query)).rows;
const [pkg] = await rows('select id, cost_cents from packages where active order by id limit 1');
const [cardType] = await rows('select id from card_types where not custom_text order by id limit 1');
const created = `now() - interval '2 minutes' - i * interval '${SPACING_SECONDS} seconds'`;
await rows(`
  insert into paypal_fake_orders (id, status, currency, value, reference_id, created_at)
  select 'BENCH-' || i, 'CREATED', 'USD', '22.73', 'LG-BENCH-' || i, ${created}
    from generate_series(1, ${ORDERS}) as i`);
await rows(`
  insert into orders (order_identifier, status, email, from_name, recipient_name, shipping_first_name,
    shipping_last_name, shipping_address1, shipping_city, shipping_state, shipping_zip, shipping_country,
    package_id, card_type_id, header_font_size, header_line_height, gift_cents, shipping_cents, donation_cents,
    total_cents, paypal_order_id, created_at)
  select 'LG-BENCH-' || i, 'prePaymentAuthorization', 'bench@example.com', 'Bench', 'Robin', 'Pat', 'Lee',
    '1 Main St', 'Springfield', 'IL', '62701', 'United States', ${Number(pkg.id)}, ${Number(cardType.id)}, 32, 44,
    2000, ${Number(pkg.cost_cents)}, 100, ${2100 + Number(pkg.cost_cents)}, 'BENCH-' || i, ${created}
    from generate_series(1, ${ORDERS}) as i`);
const [{ under3Days }] = await rows(
  `select count(*)::int as "under3Days" from orders where status = 'prePaymentAuthorization'
      and created_at > now() - interval '3 days' and created_at < now() - interval '1 minute'`,
);

const log = { warn: (object, message) => console.error(message, object) };
const started = performance.now();
const result = await services.reconciliation.run({ batchSize: config.reconcileBatchSize }, log);
const durationMs = performance.now() - started;
const callsFirstRun = calls;
const secondStarted = performance.now();
const second = await services.reconciliation.run({ batchSize: config.reconcileBatchSize }, log);
const secondDurationMs = performance.now() - secondStarted;

console.log(
  JSON.stringify({
    abandonedOrders: ORDERS,
    batchSize: config.reconcileBatchSize,
    run: { ...result, durationMs, paypalCalls: callsFirstRun },
    secondRun: { ...second, durationMs: secondDurationMs, paypalCalls: calls - callsFirstRun },
    callsPerRunBefore: under3Days,
  }),
);
await fake.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

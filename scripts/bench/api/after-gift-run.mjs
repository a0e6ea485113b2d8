// After the gift at scale, on PostgreSQL (run with the API's tsx, which loads its TypeScript; no
// port is opened): a database of its own on the server of BENCH_DATABASE_URL (default: the test
// server, postgres://postgres@127.0.0.1:5432/test), migrated and seeded, then
//   1. 1,000,000 redeemed gifts over 36 months and 16 charities, 50,000 payouts paying most of
//      them: the ledger's rebuild (as on a payout), then GET /api/impact 200 times (p50, p95);
//   2. 1,000,000 open gifts paid 0 to 400 days ago, one in ten an e-card: one daily after-gift run
//      (reminders, notices, backup gifts, the ledger's rebuild), timed, and a second run (nothing
//      new to do).
// Prints one JSON line. BENCH_REDEEMED, BENCH_PAYOUTS and BENCH_OPEN scale it down for a quick try.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { openPostgres } from '../../../api/src/db/client.ts';
import { seed } from '../../../api/src/db/seed.ts';

// node-postgres as the API resolves it (scripts/ has no dependencies of its own).
const pg = createRequire(new URL('../../../api/package.json', import.meta.url))('pg');

const REDEEMED = Number(process.env.BENCH_REDEEMED ?? 1_000_000);
const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 50_000);
const OPEN = Number(process.env.BENCH_OPEN ?? 1_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `lg_bench_after_gift_${process.pid}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString());
const timings = {};
const time = async (label, work) => {
  const started = performance.now();
  const result = await work();
  timings[label] = Math.round(performance.now() - started);
  return result;
};
try {
  await seed(database.db);
  const run = (query) => database.db.execute(query);
  const orderColumns = `order_identifier, status, payment_method, paypal_capture_id, email, from_name, recipient_name,
    delivery, package_id, header_font_size, header_line_height, gift_cents, shipping_cents, donation_cents,
    total_cents, paid_at, created_at`;
  const orderValues = (prefix, paidAt) => `'${prefix}-' || i, 'paid', 'paypal', 'CAP-${prefix}-' || i,
    'bench' || i || '@example.com', 'Bench', 'Robin', 'print', 3, 32, 44, 2000 + (i % 7) * 500, 0, 100,
    2100 + (i % 7) * 500, ${paidAt}, ${paidAt}`;

  // 1. Redeemed gifts over 36 months, by 16 charities (ids 1..16 of the seed, the active ones).
  await time('insertRedeemedMs', async () => {
    const redeemedAt = `now() - interval '1095 days' * (i::float / ${REDEEMED})`;
    await run(`insert into orders (${orderColumns})
      select ${orderValues('R', `${redeemedAt} - interval '20 days'`)} from generate_series(1, ${REDEEMED}) as i`);
    await run(`insert into redemptions (order_id, code_hash, code_ciphertext, amount_cents, redeemed_at)
      select o.id, 'h-' || o.order_identifier, 'c', o.gift_cents, o.paid_at + interval '20 days'
      from orders o where o.order_identifier like 'R-%'`);
    await run(`insert into redemption_selections (redemption_id, organization_id, amount_cents, recipient_name, created_at)
      select r.id, (select array_agg(id order by id) from organizations where active)[1 + r.id % (select count(*) from organizations where active)::int],
        r.amount_cents, 'Robin', r.redeemed_at
      from redemptions r where r.redeemed_at is not null`);
    // 50,000 payouts, each paying the lines of one slice of time, leaving the newest 5% waiting.
    const paidLines = Math.floor(REDEEMED * 0.95);
    await run(`insert into payouts (period_from, period_to, gift_count, total_cents, paid_on, method, reference, created_at)
      select now(), now(), 0, 0, (now() - interval '1095 days' * (1 - i::float / ${PAYOUTS}) + interval '30 days')::date,
        'transfer', 'TR-' || i, now() from generate_series(1, ${PAYOUTS}) as i`);
    await run(`insert into payout_items (payout_id, selection_id, organization_id, amount_cents)
      select p.id, s.id, s.organization_id, s.amount_cents
      from (select s.*, row_number() over (order by r.redeemed_at, s.id) as n
            from redemption_selections s join redemptions r on r.id = s.redemption_id) s
      join (select id, row_number() over (order by id) as k from payouts) p
        on p.k = 1 + ((s.n - 1) * ${PAYOUTS}) / ${paidLines}
      where s.n <= ${paidLines}`);
    await run('analyze');
  });
  await time('ledgerRebuildMs', () => database.db.transaction((tx) => buildRepositoriesRefresh(tx)));

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RECONCILE_INTERVAL_MS: '0',
    MAIL_POLL_INTERVAL_MS: '0',
    AFTER_GIFT_INTERVAL_MS: '0',
    RATE_LIMIT_MAX: '100000',
  });
  const app = await buildApp({ config, database: { ...database, close: async () => {} }, logger: false });
  await app.ready();
  const durations = [];
  let bytes = 0;
  for (let i = 0; i < 220; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/impact' });
    if (response.statusCode !== 200) throw new Error(`GET /api/impact answered ${response.statusCode}`);
    if (i >= 20) durations.push(performance.now() - started); // the first 20 warm up
    bytes = response.body.length;
  }
  durations.sort((a, b) => a - b);
  const pct = (q) => Math.round(durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]);
  const impact = { requests: durations.length, p50Ms: pct(0.5), p95Ms: pct(0.95), bytes };

  // 2. Open gifts paid 0 to 400 days ago.
  await time('insertOpenMs', async () => {
    const paidAt = `now() - interval '400 days' * (i::float / ${OPEN})`;
    await run(`insert into orders (${orderColumns})
      select ${orderValues('O', paidAt)} from generate_series(1, ${OPEN}) as i`);
    await run(`insert into redemptions (order_id, code_hash, code_ciphertext, amount_cents)
      select o.id, 'h-' || o.order_identifier, 'c', o.gift_cents from orders o where o.order_identifier like 'O-%'`);
    // One in ten is an e-card (package 5), sent 0 to 29 days after payment: its reminders count from then.
    await run(`update orders set delivery = 'email', package_id = 5
      where order_identifier like 'O-%' and id % 10 = 0`);
    await run(`insert into ecard_deliveries (order_id, grown_up_name, grown_up_email, send_on, time_zone, send_at)
      select o.id, 'Pat', 'grown-up' || o.id || '@example.com',
        to_char(o.paid_at + (o.id % 30) * interval '1 day', 'YYYY-MM-DD'), 'America/New_York',
        o.paid_at + (o.id % 30) * interval '1 day'
      from orders o where o.order_identifier like 'O-%' and o.delivery = 'email'`);
    await run('analyze');
  });
  const first = await time('dailyRunMs', () => app.afterGift.run(new Date()));
  const second = await time('secondRunMs', () => app.afterGift.run(new Date()));
  await app.close();
  console.log(
    JSON.stringify({
      redeemedGifts: REDEEMED,
      payouts: PAYOUTS,
      openGifts: OPEN,
      impact,
      dailyRun: { ...first, ms: timings.dailyRunMs },
      secondRun: { ...second, ms: timings.secondRunMs },
      timings,
    }),
  );
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** The ledger's rebuild as a payout does it, through the repository. */
async function buildRepositoriesRefresh(tx) {
  const { createLedgerRepository } = await import('../../../api/src/repositories/ledger.ts');
  await createLedgerRepository(tx).refresh();
}

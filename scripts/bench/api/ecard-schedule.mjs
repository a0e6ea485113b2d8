// The morning of e-cards, its set-up (run with the API's tsx, which loads its TypeScript; no port is
// opened): on the database of DATABASE_URL (PostgreSQL, migrated and seeded here) or in the PGlite
// folder DATA_DIR, BENCH_ECARDS e-card orders (default 10,000) are bought and paid through the API
// (in-process requests), each for 8:00 tomorrow in New York: the product's own path queues each
// message in the outbox for that instant. The receipts are marked sent (they went when each order
// was paid). Then the morning is brought near, as the clock would bring it: every e-card's time
// (outbox and delivery) is moved to the same instant, BENCH_ECARD_LEAD_SEC (default 40) from now,
// so that the API processes started next are polling when it comes. Prints one JSON line: the
// number scheduled, the instant (ISO) and how long the set-up took.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { openDatabase } from '../../../api/src/db/client.ts';
import { seed } from '../../../api/src/db/seed.ts';
import { validOrderPayload } from '../../../shared/src/contract/order-payload-example.ts';
import { SHIP_TO_FIELDS } from '../../../shared/src/contract/schemas/order.ts';
import { addDays, dayIn } from '../../../shared/src/contract/send-day.ts';

const ECARDS = Number(process.env.BENCH_ECARDS ?? 10_000);
const LEAD_SEC = Number(process.env.BENCH_ECARD_LEAD_SEC ?? 40);
const ZONE = 'America/New_York';
const EMAIL_PACKAGE = 5;
/** Bought through the API; the rest are copies of the first (buying 10,000 would take most of an hour). */
const BOUGHT = Number(process.env.BENCH_ECARDS_BOUGHT ?? 40);
const started = performance.now();

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  APP_ENV: 'local',
  MAIL_POLL_INTERVAL_MS: '0',
  RECONCILE_INTERVAL_MS: '0',
  AFTER_GIFT_INTERVAL_MS: '0',
  TRUST_PROXY: 'true',
  RATE_LIMIT_MAX: '1000000',
});
const database = await openDatabase(config);
await seed(database.db);
const app = await buildApp({ config, database, logger: false });
await app.ready();

const sendOn = addDays(dayIn(new Date(), ZONE), 1);
const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));
const children = 'Maya Noah Ava Liam Emma Owen Mia Leo Zoe Eli Ivy Max Ada Sam Lily Jack Ruby Finn Nora Ezra'.split(
  ' ',
);

/** One e-card bought and paid, from its own client address (the per-client limits of real buyers). */
async function buy(i) {
  const headers = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
  const payload = validOrderPayload({
    ...noAddress,
    package: EMAIL_PACKAGE,
    delivery: 'email',
    recipientName: children[i % children.length],
    fromName: 'Grandma',
    grownUpName: 'Pat',
    grownUpEmail: `grown-up${i}@example.com`,
    sendOn,
    timeZone: ZONE,
    purchaseAccount: { emailAddress: `giver${i}@example.com` },
  });
  const order = await app.inject({ method: 'POST', url: '/api/Order', headers, payload });
  if (order.statusCode !== 200) throw new Error(`order ${i}: ${order.statusCode} ${order.body}`);
  const paid = await app.inject({ method: 'POST', url: `/api/Order/${order.json().id}/skipPayment`, headers });
  if (paid.statusCode !== 200) throw new Error(`payment ${i}: ${paid.statusCode} ${paid.body}`);
}

const bought = Math.min(ECARDS, BOUGHT);
let next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < bought) await buy(next++);
  }),
);

const rows = async (query) => (await database.db.execute(query)).rows;
await rows(`update mail_outbox set status = 'sent', sent_at = now() where kind <> 'ecard'`);
await cloneFirst(ECARDS - bought);

/**
 * Copies of the first e-card bought, `count` of them, each its own order, delivery and message (to
 * its own grown-up, from its own purchaser); they share its page link (the bench measures sending).
 */
async function cloneFirst(count) {
  if (count <= 0) return;
  const [{ id: first }] = await rows(`select order_id as id from ecard_deliveries order by order_id limit 1`);
  const columns = (
    await rows(
      `select column_name as name from information_schema.columns
      where table_name = 'orders' and table_schema = current_schema() and column_name <> 'id'`,
    )
  ).map((row) => row.name);
  const replaced = {
    public_id: 'gen_random_uuid()',
    order_identifier: `'LG-BENCH-' || i`,
    paypal_order_id: 'null',
    email: `'giver-bench' || i || '@example.com'`,
  };
  const values = columns.map((name) => replaced[name] ?? `o.${name}`);
  await rows(`
    insert into orders (${columns.join(', ')})
    select ${values.join(', ')} from orders o, generate_series(1, ${count}) as i where o.id = ${first}`);
  await rows(`
    insert into ecard_deliveries (order_id, grown_up_name, grown_up_email, send_on, time_zone, send_at)
    select n.id, d.grown_up_name, 'grown-up-bench' || n.id || '@example.com', d.send_on, d.time_zone, d.send_at
      from orders n, ecard_deliveries d
     where n.order_identifier like 'LG-BENCH-%' and d.order_id = ${first}`);
  await rows(`
    insert into mail_outbox (idempotency_key, kind, to_address, data, status, next_attempt_at)
    select 'ecard:' || n.id || ':paid', 'ecard', 'grown-up-bench' || n.id || '@example.com',
           m.data || jsonb_build_object('orderId', n.id, 'orderIdentifier', n.order_identifier,
                                        'purchaserEmail', n.email),
           'pending', m.next_attempt_at
      from orders n, mail_outbox m
     where n.order_identifier like 'LG-BENCH-%' and m.idempotency_key = 'ecard:${first}:paid'`);
  await rows(`
    update ecard_deliveries d set mail_id = m.id from mail_outbox m
     where m.idempotency_key = 'ecard:' || d.order_id || ':paid' and d.mail_id is null`);
}

const [{ at }] = await rows(`select (now() + interval '${LEAD_SEC} seconds') as at`);
const sendAt = new Date(at).toISOString();
await rows(`update mail_outbox set next_attempt_at = '${sendAt}' where kind = 'ecard'`);
await rows(`update ecard_deliveries set send_at = '${sendAt}'`);
const [{ scheduled }] = await rows(
  `select count(*)::int as scheduled from mail_outbox where kind = 'ecard' and status = 'pending'`,
);
await app.close();
await database.close();
console.log(JSON.stringify({ scheduled, sendAt, setupSeconds: (performance.now() - started) / 1000 }));

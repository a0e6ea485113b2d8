// The morning of e-cards: 10,000 e-cards scheduled for the same instant are sent by the product's
// API processes (their own mail poll, MAIL_POLL_INTERVAL_MS as configured) into a real SMTP server
// in this process. On PostgreSQL (a database of its own on BENCH_DATABASE_URL, default the test
// server) two API processes send from one outbox; on the embedded database (PGlite) one does.
// scripts/bench/api/ecard-schedule.mjs schedules them first. The clock runs from the e-cards' time
// to the last one received; each must arrive once, and none before its time.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCountingSmtp } from './mail-bench.mjs';
import { root } from './paths.mjs';
import { apiEnv, origin, spawnLogged, waitFor } from './stack.mjs';

const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
const tsx = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
const ECARD_ID = /^<lg-ecard\.\d+\.paid@/;
const NOTE_ID = /^<lg-ecard-sent\.\d+@/;

/** Runs the set-up script; its last line is its JSON figures. */
function schedule(env) {
  const script = path.join(root, 'scripts', 'bench', 'api', 'ecard-schedule.mjs');
  return new Promise((resolve, reject) => {
    execFile(tsx, [script], { cwd: path.join(root, 'api'), env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`e-card set-up failed: ${error.message}`));
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}'));
    });
  });
}

const defaultPostgres = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL server of BENCH_DATABASE_URL (default the test server) answers. */
export async function postgresReachable(url = defaultPostgres()) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A database of its own on the PostgreSQL server of `adminUrl`; `drop` removes it. */
async function ownPostgresDatabase(adminUrl) {
  const name = `lg_bench_ecard_${process.pid}`;
  const admin = async (query) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * @param {'postgres'|'pglite'} database
 * @returns {Promise<{database:string, senders:number, ecards:number, received:number, unique:number,
 *   early:number, firstSeconds:number|null, lastSeconds:number|null, notes:number, setupSeconds:number,
 *   sendersReadySeconds:number}>} seconds are counted from the e-cards' time
 */
export async function benchEcardMorning(
  p,
  { database = 'pglite', ecards = Number(process.env.BENCH_ECARDS ?? 10_000), log = console.log } = {},
) {
  const senders = database === 'postgres' ? 2 : 1;
  const ports = Array.from({ length: senders }, (_, i) => p.apiBench + 110 + i);
  const smtp = await startCountingSmtp();
  const env = { ...apiEnv(ports[0], p, `ecard-${database}`), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  const own = database === 'postgres' ? await ownPostgresDatabase(defaultPostgres()) : null;
  if (own) env.DATABASE_URL = own.url;
  const apis = [];
  try {
    log(`  e-cards (${database}): scheduling ${ecards} for one morning (not timed)`);
    const setup = await schedule({ ...env, BENCH_ECARDS: String(ecards) });
    const sendAt = Date.parse(setup.sendAt);
    log(`  e-cards (${database}): ${setup.scheduled} due at ${setup.sendAt}; starting ${senders} API process(es)`);
    for (const [i, port] of ports.entries()) {
      const apiProcessEnv = { ...env, PORT: String(port), PUBLIC_URL: origin(port) };
      apis.push(
        spawnLogged(`api-ecard-${database}-${i}`, tsx, ['src/server.ts'], {
          cwd: path.join(root, 'api'),
          env: apiProcessEnv,
        }),
      );
    }
    await Promise.all(apis.map((api, i) => waitFor(`${origin(ports[i])}/api/health`, 180_000, api.child)));
    const sendersReadySeconds = (Date.now() - sendAt) / 1000;
    const ecardsIn = () => smtp.messages.filter((m) => ECARD_ID.test(m.messageId));
    const giveUpAt = sendAt + 15 * 60_000;
    while (ecardsIn().length < setup.scheduled && Date.now() < giveUpAt) await sleep(200);
    await sleep(5000); // a duplicate, or the last notes, would arrive meanwhile
    const received = ecardsIn();
    const times = received.map((m) => m.at);
    const result = {
      database,
      senders,
      ecards: setup.scheduled,
      received: received.length,
      unique: new Set(received.map((m) => m.messageId)).size,
      early: times.filter((at) => at < sendAt).length,
      firstSeconds: times.length ? (Math.min(...times) - sendAt) / 1000 : null,
      lastSeconds: times.length ? (Math.max(...times) - sendAt) / 1000 : null,
      notes: smtp.messages.filter((m) => NOTE_ID.test(m.messageId)).length,
      setupSeconds: setup.setupSeconds,
      sendersReadySeconds,
    };
    log(
      `  e-cards (${database}, ${senders} sender(s)): ${result.received} received (${result.unique} distinct, ` +
        `${result.early} early), the last ${result.lastSeconds?.toFixed(1)} s after their time`,
    );
    return result;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await smtp.close();
    await own?.drop();
  }
}

/** The morning on each database in turn (PostgreSQL first, then the embedded one). */
export async function benchEcardMornings(p, { databases = ['postgres', 'pglite'], log = console.log } = {}) {
  const results = [];
  for (const database of databases) results.push(await benchEcardMorning(p, { database, log }));
  return results;
}

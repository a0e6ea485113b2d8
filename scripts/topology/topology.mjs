// The production topology on one machine, from Debian's packages: nginx in front (deploy/nginx), two
// API processes, a PostgreSQL cluster and a Redis server of its own (never the machine's shared ones),
// each on its own port, with every file under one state folder. `up` starts it and returns (the
// processes keep running); `down` stops what `up` started, by the process ids it recorded.
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { deployDir, readEnvFile, renderNginx, root } from './render.mjs';

/**
 * @typedef {object} Layout
 * @property {string} stateDir
 * @property {string} origin the site's address (nginx over HTTP)
 * @property {{ http: number, https: number, api: number[], postgres: number, redis: number }} ports
 * @property {Record<string, string>} dist each app's build folder
 * @property {string[]} trustedEdges addresses whose X-Forwarded-For nginx believes (a CDN's edges)
 * @property {Record<string, string>} apiEnv
 */

export const apps = ['shell', 'gift-mfe', 'redeem-mfe', 'content-mfe', 'staff-mfe'];
const asRoot = process.getuid?.() === 0;

/**
 * The topology's layout. Ports from `portBase` (TOPOLOGY_PORT_BASE, default 8400): nginx +0 (HTTP)
 * and +1 (HTTPS), API processes +10, +11…, PostgreSQL +32, Redis +79.
 * @param {{ stateDir?: string, portBase?: number, apiProcesses?: number, env?: Record<string, string>, trustedEdges?: string[] }} [options]
 * @returns {Layout}
 */
export function layoutOf(options = {}) {
  const base = options.portBase ?? Number(process.env.TOPOLOGY_PORT_BASE ?? 8400);
  const stateDir = path.resolve(options.stateDir ?? process.env.TOPOLOGY_DIR ?? path.join(root, '.topology'));
  const count = options.apiProcesses ?? 2;
  const ports = {
    http: base,
    https: base + 1,
    api: Array.from({ length: count }, (_, i) => base + 10 + i),
    postgres: base + 32,
    redis: base + 79,
  };
  const origin = `http://localhost:${ports.http}`;
  return {
    stateDir,
    origin,
    ports,
    // Each app's files as the host serves them: a copy of its build, made by `up` (a rebuild
    // meanwhile does not change what is served, as an upload to a CDN would not).
    dist: Object.fromEntries(apps.map((app) => [app, path.join(stateDir, 'www', app)])),
    trustedEdges: options.trustedEdges ?? [],
    apiEnv: { ...readEnvFile(path.join(deployDir, 'api.env')), ...(options.env ?? {}) },
  };
}

export const databaseUrl = (/** @type {Layout} */ layout) =>
  `postgres://postgres@127.0.0.1:${layout.ports.postgres}/littlegivers`;
export const redisUrl = (/** @type {Layout} */ layout) => `redis://127.0.0.1:${layout.ports.redis}`;

/** Whether something accepts connections on 127.0.0.1:port. */
export function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(check, what, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// --- PostgreSQL: Debian's binaries, a cluster of its own, run as `postgres` when we are root ---

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = path.join(base, version, 'bin', name);
    if (existsSync(file)) return file;
  }
  throw new Error(`no ${name} in ${base}/*/bin: apt-get install postgresql`);
}

/** Runs a PostgreSQL program as the `postgres` user when this process is root (PostgreSQL refuses root). */
function asPostgres(command, args, options = {}) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

const pgDataDir = (layout) => path.join(layout.stateDir, 'postgres', 'data');

/** pg_ctl `action` on the topology's cluster, without blocking this process (a load may be running in it). */
async function pgCtl(layout, action, extra = []) {
  const options = `-p ${layout.ports.postgres} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  const log = path.join(layout.stateDir, 'postgres', 'server.log');
  const args = [action, '-D', pgDataDir(layout), '-l', log, '-o', options, '-w', ...extra];
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', pgBin('pg_ctl'), ...args]]
    : [pgBin('pg_ctl'), args];
  await promisify(execFile)(file, argv);
}

async function startPostgresCluster(layout) {
  const dir = path.join(layout.stateDir, 'postgres');
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  if (!existsSync(path.join(pgDataDir(layout), 'PG_VERSION'))) {
    asPostgres(pgBin('initdb'), ['-D', pgDataDir(layout), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const conf = path.join(pgDataDir(layout), 'postgresql.conf');
    const included = path.join(dir, 'deploy-postgresql.conf');
    writeFileSync(included, readFileSync(path.join(deployDir, 'postgresql.conf')));
    asPostgres('sh', ['-c', `echo "include '${included}'" >> '${conf}'`]);
  }
  await startPostgres(layout);
  const exists = asPostgres(pgBin('psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(layout.ports.postgres),
    '-U',
    'postgres',
    '-tAc',
    "select 1 from pg_database where datname = 'littlegivers'",
  ]);
  if (!exists.trim())
    asPostgres(pgBin('createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(layout.ports.postgres),
      '-U',
      'postgres',
      'littlegivers',
    ]);
}

/** Starts the topology's PostgreSQL (after `stopPostgres`); resolves once it accepts connections. */
export async function startPostgres(layout) {
  await pgCtl(layout, 'start', ['-t', '60']);
  await waitUntil(() => answers(layout.ports.postgres), 'PostgreSQL');
}

/** Stops the topology's PostgreSQL at once (`-m fast`: open sessions are ended, their transactions rolled back). */
export async function stopPostgres(layout) {
  if (existsSync(path.join(pgDataDir(layout), 'postmaster.pid'))) await pgCtl(layout, 'stop', ['-m', 'fast']);
}

// --- Redis: Debian's redis-server on its own port, its append-only file in the state folder ---

const redisDir = (layout) => path.join(layout.stateDir, 'redis');

export async function startRedis(layout) {
  mkdirSync(redisDir(layout), { recursive: true });
  execFileSync('redis-server', [
    path.join(deployDir, 'redis.conf'),
    '--port',
    String(layout.ports.redis),
    '--dir',
    redisDir(layout),
    '--pidfile',
    path.join(redisDir(layout), 'redis.pid'),
    '--logfile',
    path.join(redisDir(layout), 'redis.log'),
    '--daemonize',
    'yes',
  ]);
  await waitUntil(() => answers(layout.ports.redis), 'Redis');
}

/** Stops the topology's Redis (SIGTERM to the pid it wrote; it writes its append-only file first). */
export async function stopRedis(layout) {
  const pidFile = path.join(redisDir(layout), 'redis.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (alive(pid)) process.kill(pid, 'SIGTERM');
  await waitUntil(async () => !alive(pid), 'Redis shutdown', 15_000);
}

// --- The API processes: api/src/server.ts, each detached, its output in the state folder ---

const apiPidFile = (layout, index) => path.join(layout.stateDir, `api-${index + 1}.pid`);

export function apiEnvironment(layout, index) {
  const { DATABASE_URL: _d, REDIS_URL: _r, DATA_DIR: _data, PORT: _p, ...inherited } = process.env;
  return {
    ...inherited,
    ...layout.apiEnv,
    PORT: String(layout.ports.api[index]),
    HOST: '127.0.0.1',
    PUBLIC_URL: layout.origin,
    SITE_URL: layout.origin,
    STAFF_CONSOLE_URL: `${layout.origin}/staff`,
    APP_ORIGINS: layout.origin,
    DATABASE_URL: databaseUrl(layout),
    REDIS_URL: redisUrl(layout),
  };
}

/** Starts API process `index` (0-based) and waits until its health check answers. */
export async function startApi(layout, index) {
  const log = openSync(path.join(layout.stateDir, `api-${index + 1}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: apiEnvironment(layout, index),
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  writeFileSync(apiPidFile(layout, index), String(child.pid));
  const port = layout.ports.api[index];
  await waitUntil(
    async () => {
      if (!alive(child.pid))
        throw new Error(`API process ${index + 1} exited: see ${layout.stateDir}/api-${index + 1}.log`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    `API process ${index + 1}`,
    120_000,
  );
  return child.pid;
}

/** The pid of API process `index`, or null. */
export function apiPid(layout, index) {
  const file = apiPidFile(layout, index);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return alive(pid) ? pid : null;
}

/** Ends API process `index` with `signal` (SIGKILL for the fault test) and waits until it is gone. */
export async function stopApi(layout, index, signal = 'SIGTERM') {
  const pid = apiPid(layout, index);
  if (pid === null) return;
  process.kill(pid, signal);
  await waitUntil(async () => !alive(pid), `API process ${index + 1} exit`, 15_000);
  rmSync(apiPidFile(layout, index), { force: true });
}

// --- nginx: Debian's binary with the rendered configuration, its own prefix, pid and logs ---

function nginxArgs(layout) {
  const nginxDir = path.join(layout.stateDir, 'nginx');
  return ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-e', path.join(nginxDir, 'error.log')];
}

function selfSignedCertificate(layout) {
  const dir = path.join(layout.stateDir, 'nginx', 'tls');
  if (existsSync(path.join(dir, 'cert.pem'))) return;
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}

export async function startNginx(layout) {
  const { brotli } = renderNginx(layout);
  selfSignedCertificate(layout);
  execFileSync('nginx', [...nginxArgs(layout), '-t', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('nginx', nginxArgs(layout));
  await waitUntil(() => answers(layout.ports.http), 'nginx');
  return { brotli };
}

export function stopNginx(layout) {
  const pidFile = path.join(layout.stateDir, 'nginx', 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (alive(pid)) process.kill(pid, 'SIGQUIT');
}

// --- The whole ---

function checkPrograms() {
  const missing = [];
  for (const [program, pkg] of [
    ['nginx', 'nginx'],
    ['redis-server', 'redis-server'],
    ['openssl', 'openssl'],
  ]) {
    if (spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0) missing.push(pkg);
  }
  try {
    pgBin('initdb');
  } catch {
    missing.push('postgresql');
  }
  if (missing.length) throw new Error(`missing programs: apt-get install ${missing.join(' ')}`);
}

/**
 * Starts PostgreSQL, Redis, the API processes (one after the other: the first migrates the
 * database) and nginx. The builds (`pnpm build`) must be there.
 * @param {Layout} layout
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function up(layout, { log = console.log } = {}) {
  checkPrograms();
  for (const app of apps) {
    if (!existsSync(path.join(root, app, 'dist', 'index.html'))) throw new Error(`no build in ${app}/dist: pnpm build`);
  }
  for (const [name, port] of [
    ['nginx', layout.ports.http],
    ['nginx (TLS)', layout.ports.https],
    ['PostgreSQL', layout.ports.postgres],
    ['Redis', layout.ports.redis],
    ...layout.ports.api.map((port, i) => [`API ${i + 1}`, port]),
  ]) {
    if (await answers(port))
      throw new Error(
        `port ${port} (${name}) is taken: another topology? \`pnpm topology down\`, or TOPOLOGY_PORT_BASE`,
      );
  }
  mkdirSync(layout.stateDir, { recursive: true });
  // The postgres user must reach its folder inside (a mkdtemp folder is the creator's alone).
  if (asRoot) chmodSync(layout.stateDir, 0o755);
  writeFileSync(path.join(layout.stateDir, 'layout.json'), `${JSON.stringify(layout, null, 2)}\n`);
  log(`PostgreSQL on 127.0.0.1:${layout.ports.postgres} (${path.join(layout.stateDir, 'postgres')})`);
  await startPostgresCluster(layout);
  log(`Redis on 127.0.0.1:${layout.ports.redis}`);
  await startRedis(layout);
  for (let i = 0; i < layout.ports.api.length; i += 1) {
    log(`API process ${i + 1} on 127.0.0.1:${layout.ports.api[i]}`);
    await startApi(layout, i);
  }
  for (const app of apps) {
    rmSync(layout.dist[app], { recursive: true, force: true });
    cpSync(path.join(root, app, 'dist'), layout.dist[app], { recursive: true });
  }
  const { brotli } = await startNginx(layout);
  log(`nginx on ${layout.origin} and https://localhost:${layout.ports.https} (${brotli ? 'brotli and gzip' : 'gzip'})`);
}

/** Stops everything `up` started in this state folder (each by its recorded pid); safe to run twice. */
export async function down(layout, { log = console.log, removeState = false } = {}) {
  stopNginx(layout);
  for (let i = 0; i < layout.ports.api.length; i += 1) await stopApi(layout, i).catch(() => {});
  await stopRedis(layout).catch((error) => log(String(error)));
  await stopPostgres(layout).catch((error) => log(String(error)));
  if (removeState) rmSync(layout.stateDir, { recursive: true, force: true });
  log('topology down');
}

/** The layout `up` recorded in a state folder (so `down` stops what was started, whatever the options). */
export function recordedLayout(stateDir) {
  const file = path.join(stateDir, 'layout.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

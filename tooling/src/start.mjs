// `pnpm start` (after the build): every app's production build (the shell and the remotes of
// shared/apps.json) and the API, on the ports of
// docs/adr/0001-composition-and-ports.md. Nothing to configure: the API uses embedded PGlite and the local PayPal stand-in.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import appList from '../../shared/apps.json' with { type: 'json' };
import { createStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const host = process.env.HOST ?? 'localhost';

/** The shell (a single-page app) and every remote, on their ports (shared/apps.json). */
const apps = [{ ...appList.host, spa: true }, ...appList.remotes.map((remote) => ({ ...remote, spa: false }))];

/**
 * LG_API_LOG_FILE: the API's log (its stdout and stderr) goes to that file, from the start, instead
 * of this terminal; a restart appends to it. The e2e stack reads it after the suite (e2e/support/api-log.ts).
 */
const apiLog = process.env.LG_API_LOG_FILE
  ? (() => {
      const file = path.resolve(process.env.LG_API_LOG_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, '');
      return openSync(file, 'a');
    })()
  : undefined;

/** @type {import('node:child_process').ChildProcess} */
let api;
let restarting = false;
function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    stdio: apiLog === undefined ? 'inherit' : ['inherit', apiLog, apiLog],
    env: process.env,
  });
  api.on('exit', (code, signal) => {
    if (restarting) {
      restarting = false;
      startApi();
      return;
    }
    console.error(`api exited with ${code ?? signal}`);
    process.exit(code ?? 1);
  });
}
startApi();

// SIGUSR2 restarts the API (QA's resilience test: a restart in the middle of a purchase).
process.on('SIGUSR2', () => {
  console.log('restarting the api');
  restarting = true;
  api.kill('SIGTERM');
});
writeFileSync(path.join(tmpdir(), 'littlegivers-start.pid'), String(process.pid));

// LG_APP_DIRS (JSON, app name -> folder) serves other builds of some apps on their ports: the skew
// journeys (scripts/release/skew.mjs) serve released builds made from a git worktree this way.
/** @type {Record<string, string>} */
const appDirs = JSON.parse(process.env.LG_APP_DIRS ?? '{}');
/** @param {string} name */
const distOf = (name) => (appDirs[name] ? path.resolve(appDirs[name]) : path.join(root, name, 'dist'));

/** @type {import('fastify').FastifyInstance[]} */
const servers = [];
// Every app's HTML gets a CSP allowing the origins of the shell's runtime config.
const configFile = path.join(distOf('shell'), 'runtime-config.json');
for (const app of apps) {
  const server = await createStaticServer({ dir: distOf(app.name), spa: app.spa, configFile });
  await server.listen({ port: app.port, host });
  servers.push(server);
  console.log(
    `${app.name.padEnd(12)} http://localhost:${app.port}${appDirs[app.name] ? ` (${distOf(app.name)})` : ''}`,
  );
}
console.log(
  `api          http://localhost:${appList.api.port}/api (docs: http://localhost:${appList.api.port}/api/docs)`,
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    api.kill(signal);
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  });
}

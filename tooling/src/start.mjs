// `pnpm start` (after the build): the five apps' production builds (the shell and four remotes) and the API, on the ports of
// docs/adr/0001-composition-and-ports.md. Nothing to configure: the API uses embedded PGlite and the local PayPal stand-in.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const host = process.env.HOST ?? 'localhost';

const apps = [
  { name: 'shell', port: 3000, spa: true },
  { name: 'gift-mfe', port: 3001 },
  { name: 'redeem-mfe', port: 3002 },
  { name: 'content-mfe', port: 3003 },
  { name: 'staff-mfe', port: 3004 },
];

/** @type {import('node:child_process').ChildProcess} */
let api;
let restarting = false;
function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
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
console.log('api          http://localhost:3100/api (docs: http://localhost:3100/api/docs)');

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    api.kill(signal);
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  });
}

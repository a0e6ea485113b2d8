// Starts what the benchmark measures, on its own ports (so it never collides with a `pnpm start`
// already running on 3000-3003/3100): snapshots of the four production builds and of the
// single-app baseline, each served by the product's own static server, plus the product's API.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createStaticServer } from '@littlegivers/tooling/static-server';
import appList from '../../../shared/apps.json' with { type: 'json' };
import { withFirstScreenAssets } from '../../../shared/build/named-build.mjs';
import { benchDir, root } from './paths.mjs';

/** The composed apps (shared/apps.json): the shell, then each remote. */
export const apps = [appList.host, ...appList.remotes].map((app) => app.name);
const remoteKeys = Object.fromEntries(appList.remotes.map((remote) => [remote.remoteKey, remote.name]));

/** Ports: BENCH_PORT_BASE (default 4000) + 0..3 composed apps, +10 single app, +100 API, +200 API bench. */
export function ports(base = Number(process.env.BENCH_PORT_BASE ?? 4000)) {
  return {
    // Each app at its local port's distance from the shell's (3000 -> base, 3001 -> base + 1, ...).
    ...Object.fromEntries(
      [appList.host, ...appList.remotes].map((app) => [app.name, base + app.port - appList.host.port]),
    ),
    single: base + 10,
    api: base + 100,
    apiBench: base + 200,
  };
}

export const origin = (port) => `http://localhost:${port}`;

/**
 * A remote's entry in the bench's runtime config: its build named, with its entry and first-screen
 * assets read from the build's manifest, as a deployment's config carries them; with
 * `configAssets: false`, its manifest URL alone (the shell then reads everything from the manifest).
 */
function benchRemote(app, dirs, p, configAssets) {
  const manifestUrl = `${origin(p[app])}/mf-manifest.json`;
  if (!configAssets || !dirs[app]) return manifestUrl;
  const manifest = JSON.parse(readFileSync(path.join(dirs[app], 'mf-manifest.json'), 'utf8'));
  const id = manifest.littlegivers?.build ?? 'local';
  return { current: withFirstScreenAssets({ id, manifest: manifestUrl }, manifest) };
}

/** The runtime config the bench serves: the shell's own file, pointed at the bench's ports. */
export function benchRuntimeConfig(shellDist, p, { dirs = {}, configAssets = true } = {}) {
  const config = JSON.parse(readFileSync(path.join(shellDist, 'runtime-config.json'), 'utf8'));
  config.apiBaseUrl = `${origin(p.api)}/api`;
  config.remotes = Object.fromEntries(
    Object.entries(remoteKeys).map(([key, app]) => [key, benchRemote(app, dirs, p, configAssets)]),
  );
  if (config.paypal?.sdkBaseUrl) config.paypal.sdkBaseUrl = `${origin(p.api)}/paypal-fake/sdk/js`;
  return config;
}

/**
 * Copies each build into bench-results/serve/<app> (a stable snapshot while others rebuild) and
 * rewrites the runtime config of the shell and the single app to the bench's ports (with
 * `configAssets: false`, naming each remote by its manifest URL only).
 */
export function snapshotBuilds(p, { single = true, configAssets = true } = {}) {
  const serveDir = path.join(benchDir, 'serve');
  rmSync(serveDir, { recursive: true, force: true });
  const dirs = {};
  const sources = Object.fromEntries(apps.map((app) => [app, path.join(root, app, 'dist')]));
  if (single) sources.single = path.join(root, 'dist-single');
  for (const [name, from] of Object.entries(sources)) {
    if (!existsSync(path.join(from, 'index.html'))) throw new Error(`no build in ${from}`);
    const to = path.join(serveDir, name);
    mkdirSync(to, { recursive: true });
    cpSync(from, to, { recursive: true });
    dirs[name] = to;
  }
  for (const name of ['shell', 'single']) {
    if (!dirs[name]) continue;
    const config = benchRuntimeConfig(dirs[name], p, { dirs, configAssets });
    writeFileSync(path.join(dirs[name], 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  }
  return dirs;
}

export async function startStaticServers(dirs, p) {
  const servers = [];
  for (const [name, dir] of Object.entries(dirs)) {
    const server = await createStaticServer({ dir, spa: name.startsWith('shell') || name === 'single' });
    await server.listen({ port: p[name], host: 'localhost' });
    servers.push(server);
  }
  return async () => Promise.all(servers.map((server) => server.close()));
}

/** Waits for an HTTP URL to answer 2xx. */
export async function waitFor(url, timeoutMs = 60_000, child) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Environment for an API process on `port` with its own fresh PGlite folder. */
export function apiEnv(port, p, dataName) {
  const dataDir = path.join(benchDir, `.pglite-${dataName}`);
  rmSync(dataDir, { recursive: true, force: true });
  const origins = [...apps, 'single', 'shellA'].filter((name) => p[name]).map((name) => origin(p[name]));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return {
    ...env,
    PORT: String(port),
    HOST: 'localhost',
    PUBLIC_URL: origin(port),
    APP_ENV: 'local',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    RECONCILE_INTERVAL_MS: '0',
    APP_ORIGINS: origins.join(','),
  };
}

/** Spawns a child process whose output goes to bench-results/logs/<name>.log; returns a stopper. */
export function spawnLogged(name, command, args, options) {
  const logDir = path.join(benchDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const chunks = [];
  const keep = (data) => {
    chunks.push(data);
    if (chunks.length > 2000) chunks.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', () => writeFileSync(path.join(logDir, `${name}.log`), Buffer.concat(chunks)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  };
  return { child, stop, log: () => Buffer.concat(chunks).toString('utf8') };
}

/** The product's API (api/src/server.ts, as `pnpm --filter api start` runs it) on the bench's port. */
export function startProductApi(p) {
  const tsx = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
  return spawnLogged('api', tsx, ['src/server.ts'], { cwd: path.join(root, 'api'), env: apiEnv(p.api, p, 'pages') });
}

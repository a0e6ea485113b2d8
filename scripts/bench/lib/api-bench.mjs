// API throughput: autocannon at 50 connections against the product's API process (api/src/server.ts,
// started with scripts/bench/api/register.mjs preloaded: a bare constant-JSON route beside the real
// ones, behind the same plugins), content routes vs the bare route.
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './paths.mjs';
import { apiEnv, origin, spawnLogged, waitFor } from './stack.mjs';

export const apiRoutes = ['/cardtype', '/RedemptionOrganizations', '/FAQ'];
export const bareRoute = '/bench/bare';

function cannon(url, { connections, durationSec, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSec, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function startApiForThroughput(p) {
  const tsx = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
  const register = path.join(root, 'scripts', 'bench', 'api', 'register.mjs');
  const proc = spawnLogged('api-throughput', tsx, ['--import', register, 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: apiEnv(p.apiBench, p, 'throughput'),
  });
  await waitFor(`${origin(p.apiBench)}/api/health`, 90_000, proc.child);
  return proc;
}

/** Checks the answers a route gives (status, ETag, 304 on revalidation) before loading it. */
async function probeRoute(url) {
  const first = await fetch(url);
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  let revalidated = null;
  if (etag) {
    const second = await fetch(url, { headers: { 'if-none-match': etag } });
    await second.arrayBuffer();
    revalidated = second.status;
  }
  return { status: first.status, etag: etag !== null, notModified: revalidated === 304 };
}

/**
 * @returns {Promise<{connections:number, durationSec:number, bare:object, routes:object[]}>}
 */
export async function benchApi(p, { connections = 50, durationSec = 8, warmupSec = 2, log = console.log } = {}) {
  const base = `${origin(p.apiBench)}/api`;
  const run = async (route) => {
    const url = base + route;
    const check = await probeRoute(url);
    await cannon(url, { connections, durationSec: warmupSec });
    const result = await cannon(url, { connections, durationSec });
    const figures = {
      route,
      status: check.status,
      etag: check.etag,
      notModified: check.notModified,
      rps: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    };
    log(`  api ${route}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`);
    return figures;
  };
  const bare = await run(bareRoute);
  const routes = [];
  for (const route of apiRoutes) {
    const figures = await run(route);
    routes.push({ ...figures, ratio: bare.rps ? figures.rps / bare.rps : 0 });
  }
  return { connections, durationSec, bare, routes };
}

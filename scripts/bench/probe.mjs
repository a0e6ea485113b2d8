// Quick look (no throttling unless --throttle): which JS a route loads (-v), its request timeline,
// LCP candidates and long tasks (-t). Dev aid for the benchmark.
import { coldLoad, launchBrowser } from './lib/browser.mjs';
import { origin, ports, snapshotBuilds, startProductApi, startStaticServers, waitFor } from './lib/stack.mjs';

const p = ports();
const withSingle = process.argv.includes('--single');
// --manifest-only: the runtime config names each remote by its manifest URL alone (no entry and
// first-screen assets in the config), so the first screen's files wait for the manifest.
const dirs = snapshotBuilds(p, { single: withSingle, configAssets: !process.argv.includes('--manifest-only') });
const stopStatic = await startStaticServers(dirs, p);
const api = startProductApi(p);
await waitFor(`${origin(p.api)}/api/health`, 60_000, api.child);
const browser = await launchBrowser();
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
try {
  for (const build of withSingle ? ['shell', 'single'] : ['shell']) {
    for (const route of routes.length ? routes : ['/', '/gift-now', '/kidspage', '/faq', '/donate']) {
      const r = await coldLoad(browser, origin(p[build]) + route, { throttle: process.argv.includes('--throttle') });
      console.log(
        `${build} ${route}: ${(r.jsBytes / 1024).toFixed(1)} KB in ${r.jsRequests} JS (${r.requests} req) react=${r.reactCopies}/${r.reactRenderers} lcp=${r.lcp.toFixed(0)} (${r.lcpElement}) cls=${r.cls.toFixed(3)} tbt=${r.tbt.toFixed(0)} ${r.errors.join(' ')}`,
      );
      if (process.argv.includes('-v'))
        for (const f of r.jsFiles) console.log(`   ${(f.bytes / 1024).toFixed(1).padStart(6)} ${f.encoding} ${f.url}`);
      if (process.argv.includes('-t')) {
        for (const f of r.timeline)
          console.log(
            `   ${String(f.startMs).padStart(5)}-${String(f.endMs).padStart(5)} ms ${(f.bytes / 1024).toFixed(1).padStart(6)} KB ${f.type} ${f.url}`,
          );
        console.log(
          `   lcp candidates: ${r.lcpCandidates.join(' ')}\n   fcp=${r.fcp.toFixed(0)} long tasks: ${r.longTasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' ')}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await stopStatic();
  await api.stop();
}

// Cold page loads in headless Chromium (Debian's), with or without Lighthouse's mobile conditions
// applied through the DevTools protocol, collecting JavaScript bytes, React copies, LCP, CLS, TBT.

import { chromiumArgs, findChromium } from '@littlegivers/tooling/chromium';
import { chromium } from 'playwright-core';

export const chromiumPath = findChromium();

/** Lighthouse's mobile conditions (moto g power, slow 4G): the conditions of the timing targets. */
export const mobileConditions = {
  cpuSlowdown: 4,
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
};

export const mobileContext = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * How fast this host runs JavaScript in Chromium, unthrottled: Lighthouse's benchmark index (how
 * many times a second the page builds a 100,000-character string one character at a time), the
 * median of five half-second runs. The timings of two runs compare only on hosts of about the
 * same index: the CPU slowdown multiplies the host's own speed (docs/performance.md).
 */
export async function hostBenchmarkIndex(browser, readings = 5) {
  const page = await browser.newPage();
  try {
    const runs = [];
    for (let run = 0; run < readings; run += 1)
      runs.push(
        await page.evaluate(() => {
          const start = Date.now();
          let iterations = 0;
          while (Date.now() - start < 500) {
            let text = '';
            for (let i = 0; i < 100000; i += 1) text += 'a';
            if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
            iterations += 1;
          }
          return Math.round(iterations / ((Date.now() - start) / 1000));
        }),
      );
    return runs.sort((a, b) => a - b)[Math.floor(readings / 2)];
  } finally {
    await page.close();
  }
}

/** Runs in the page before any of its scripts: observers for LCP, CLS, long tasks; a DevTools hook. */
function pageProbe() {
  const bench = { lcp: 0, lcpElement: '', lcpCandidates: [], fcp: 0, cls: 0, longTasks: [], renderers: [] };
  window.__BENCH__ = bench;
  const observe = (type, callback) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true });
    } catch {
      // entry type not supported
    }
  };
  observe('largest-contentful-paint', (entry) => {
    bench.lcp = entry.startTime;
    const el = entry.element;
    bench.lcpElement = el
      ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
      : '';
    bench.lcpCandidates.push(`${Math.round(entry.startTime)}:${bench.lcpElement}(${entry.size})`);
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  });
  // CLS as web-vitals computes it: the largest session window (gaps < 1 s, windows < 5 s).
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    if (windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowStart < 5000) {
      windowValue += entry.value;
    } else {
      windowValue = entry.value;
      windowStart = entry.startTime;
    }
    windowLast = entry.startTime;
    bench.cls = Math.max(bench.cls, windowValue);
  });
  observe('longtask', (entry) => bench.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  // Every react-dom copy announces its renderer to the DevTools hook.
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      bench.renderers.push(`${renderer.rendererPackageName ?? 'renderer'}@${renderer.version ?? '?'}`);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** React's core module (react.production.js) defines cloneElement; react-dom and libraries only call it. */
const reactCoreMarker = /\.cloneElement=function/g;

/** A warning only react-router's development build keeps (its production build drops it). */
const reactRouterDevMarker = /You rendered descendant <Routes>/g;

/** The host benchmark index the 4x CPU slowdown assumes (Lighthouse's: a desktop of about this speed). */
export const referenceBenchmarkIndex = 1000;

/**
 * The CPU slowdown that makes this host run as the emulated phone would: 4x on a host of the
 * reference index, proportionally less on a slower one (at least 1: a host under about 250 is
 * slower than the phone even unthrottled). Lighthouse calls this calibrating the throttling.
 */
export function calibratedSlowdown(benchmarkIndex) {
  const rate = (mobileConditions.cpuSlowdown * benchmarkIndex) / referenceBenchmarkIndex;
  return Math.max(1, Math.round(rate * 100) / 100);
}

/**
 * A page of `context` with the DevTools network domain on and, with `throttle`, the mobile
 * conditions (`cpuSlowdown` in place of the fixed 4x, e.g. a calibrated one).
 */
export async function newPageUnder(context, { throttle = true, cpuSlowdown = mobileConditions.cpuSlowdown } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileConditions.rttMs,
      downloadThroughput: (mobileConditions.downloadKbps * 1024) / 8,
      uploadThroughput: (mobileConditions.uploadKbps * 1024) / 8,
    });
  }
  return { page, cdp };
}

/**
 * Runs in the kidspage before its scripts: when the human check's widget shows (its box is drawn)
 * and when it is solved (its 'statechange' to verified, heard in the capture phase), in ms from
 * the navigation's start.
 */
function humanCheckProbe() {
  const times = { shownMs: null, solvedMs: null };
  window.__HUMAN_CHECK__ = times;
  new MutationObserver(() => {
    if (times.shownMs === null && document.querySelector('altcha-widget .altcha-checkbox-wrap')) {
      times.shownMs = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'statechange',
    (event) => {
      if (event.detail?.state === 'verified' && times.solvedMs === null) times.solvedMs = performance.now();
    },
    true,
  );
}

/**
 * The kidspage's human check under the mobile conditions, on a cold load: when its widget shows
 * and when its proof of work is solved, in ms from the navigation's start. The widget starts when
 * the child starts to use the page: here a tap on the code field once it shows.
 * @returns {Promise<{ shownMs: number, solvedMs: number, afterShownMs: number }>}
 */
export async function humanCheckTiming(browser, url, { timeoutMs = 90_000 } = {}) {
  const context = await browser.newContext({ ...mobileContext, serviceWorkers: 'block' });
  try {
    await context.addInitScript(humanCheckProbe);
    const { page } = await newPageUnder(context);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.getByLabel('your secret code').click({ timeout: timeoutMs });
    await page.waitForFunction(() => window.__HUMAN_CHECK__.solvedMs !== null, null, {
      timeout: timeoutMs,
      polling: 250,
    });
    const { shownMs, solvedMs } = await page.evaluate(() => window.__HUMAN_CHECK__);
    return { shownMs, solvedMs, afterShownMs: solvedMs - shownMs };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `url` in a fresh context (empty cache, no service worker).
 * @returns {Promise<object>} JS bytes/requests, all requests, React copies, LCP/CLS/TBT (ms)
 */
export async function coldLoad(
  browser,
  url,
  {
    throttle = true,
    cpuSlowdown = mobileConditions.cpuSlowdown,
    settleMs = 1500,
    observeMs = 0,
    timeoutMs = 45_000,
  } = {},
) {
  const context = await browser.newContext({ ...mobileContext, serviceWorkers: 'block' });
  try {
    await context.addInitScript(pageProbe);
    const { page, cdp } = await newPageUnder(context, { throttle, cpuSlowdown });
    const requests = new Map();
    let inflight = 0;
    let lastActivity = Date.now();
    let firstTimestamp = null;
    const sinceFirst = (timestamp) => Math.round((timestamp - (firstTimestamp ?? timestamp)) * 1000);
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
      // In-page URLs (the human check's worker is a blob:) never report an end here: counted as
      // in flight, they held every /kidspage load to the 45 s time-out.
      if (/^(blob|data):/.test(request.url)) return;
      firstTimestamp ??= timestamp;
      if (!requests.has(requestId)) inflight += 1;
      requests.set(requestId, {
        url: request.url,
        type,
        headerBytes: 0,
        bytes: 0,
        done: false,
        startMs: sinceFirst(timestamp),
      });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.type = type;
      entry.status = response.status;
      entry.mimeType = response.mimeType;
      entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity';
      entry.headerBytes = response.encodedDataLength ?? 0;
    });
    const finish = (requestId, bytes, timestamp) => {
      const entry = requests.get(requestId);
      if (!entry || entry.done) return;
      entry.done = true;
      entry.endMs = sinceFirst(timestamp);
      entry.bytes = Math.max(0, bytes - entry.headerBytes);
      inflight -= 1;
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) =>
      finish(requestId, encodedDataLength, timestamp),
    );
    cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => finish(requestId, 0, timestamp));
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const bodies = [];
    page.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) {
        bodies.push(
          response
            .body()
            .then((b) => b.toString('utf8'))
            .catch(() => ''),
        );
      }
    });

    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // Settled: nothing in flight for `settleMs`.
    while (Date.now() - started < timeoutMs) {
      if (inflight <= 0 && Date.now() - lastActivity >= settleMs) break;
      await page.waitForTimeout(100);
    }
    // Long tasks are watched for at least `observeMs` from the navigation's start.
    const left = observeMs - (Date.now() - started);
    if (left > 0) await page.waitForTimeout(left);
    const probe = await page.evaluate(() => {
      const b = window.__BENCH__;
      return {
        lcp: b.lcp,
        lcpElement: b.lcpElement,
        lcpCandidates: b.lcpCandidates,
        fcp: b.fcp,
        cls: b.cls,
        longTasks: b.longTasks,
        renderers: b.renderers,
        shared: (() => {
          const share = window.__FEDERATION__?.__SHARE__ ?? {};
          const loaded = [];
          for (const scope of Object.values(share)) {
            for (const [version, entry] of Object.entries(scope.default?.react ?? {})) {
              if (entry.loaded) loaded.push(`${entry.from}@${version}`);
            }
          }
          return loaded;
        })(),
      };
    });
    const texts = await Promise.all(bodies);
    const reactCopies = texts.reduce((n, text) => n + (text.match(reactCoreMarker)?.length ?? 0), 0);
    const reactRouterDevBuilds = texts.reduce((n, text) => n + (text.match(reactRouterDevMarker)?.length ?? 0), 0);
    // Total blocking time as Lighthouse counts it: long tasks after first contentful paint, each
    // beyond its first 50 ms.
    const tbt = probe.longTasks
      .filter((task) => task.start + task.duration > probe.fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const all = [...requests.values()].filter((r) => r.done && !r.url.startsWith('data:'));
    // PayPal's SDK (the local stand-in here) is third-party: reported apart, not in the app's bytes.
    const thirdParty = (r) => r.url.includes('/paypal-fake/') || /paypal(objects)?\.com/.test(r.url);
    const scripts = all.filter((r) => r.type === 'Script');
    const js = scripts.filter((r) => !thirdParty(r));
    const bytesOf = (type) => all.filter((r) => r.type === type && !thirdParty(r)).reduce((sum, r) => sum + r.bytes, 0);
    return {
      url,
      jsBytes: js.reduce((sum, r) => sum + r.bytes, 0),
      // Fonts and images transferred (body bytes, as sent: woff2 is compressed already).
      fontBytes: bytesOf('Font'),
      imageBytes: bytesOf('Image'),
      jsRequests: js.length,
      thirdPartyJsBytes: scripts.filter(thirdParty).reduce((sum, r) => sum + r.bytes, 0),
      requests: all.length,
      jsFiles: js.map((r) => ({ url: r.url, bytes: r.bytes, encoding: r.encoding })),
      timeline: all.map((r) => ({ url: r.url, type: r.type, bytes: r.bytes, startMs: r.startMs, endMs: r.endMs })),
      requestUrls: all.map((r) => r.url),
      reactCopies,
      reactRouterDevBuilds,
      reactRenderers: probe.renderers.length,
      lcp: probe.lcp,
      lcpElement: probe.lcpElement,
      lcpCandidates: probe.lcpCandidates,
      fcp: probe.fcp,
      cls: probe.cls,
      tbt,
      longTasks: probe.longTasks,
      errors,
    };
  } finally {
    await context.close();
  }
}

/**
 * Federation behaviour on `/`: no remote fetched at start-up or on idle; resting the pointer on a
 * navigation link, or keyboard focus on one, fetches that link's remote.
 * @param {Record<string,string>} remoteOrigins  app name -> origin
 */
export async function preloadCheck(browser, shellUrl, remoteOrigins, { idleMs = 3000 } = {}) {
  const context = await browser.newContext({ ...mobileContext, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const seen = [];
    page.on('request', (request) => {
      for (const [app, remoteOrigin] of Object.entries(remoteOrigins)) {
        if (request.url().startsWith(remoteOrigin)) seen.push({ app, url: request.url(), at: Date.now() });
      }
    });
    await page.goto(shellUrl, { waitUntil: 'networkidle' });
    await page.waitForTimeout(idleMs);
    const atStartOrIdle = seen.map((s) => s.url);
    const nav = page.getByRole('navigation', { name: 'main' });
    // On a phone the links are behind the menu button: open it first (opening fetches nothing).
    const menu = nav.getByRole('button', { name: 'menu' });
    if (await menu.isVisible()) await menu.click();
    const waitApp = async (app, action) => {
      const before = seen.length;
      await action();
      const deadline = Date.now() + 8000;
      while (Date.now() < deadline) {
        if (seen.slice(before).some((s) => s.app === app)) return true;
        await page.waitForTimeout(100);
      }
      return false;
    };
    const hover = await waitApp('content-mfe', () => nav.getByRole('link', { name: 'faq', exact: true }).hover());
    const focus = await waitApp('redeem-mfe', () => nav.getByRole('link', { name: 'kidspage', exact: true }).focus());
    return { atStartOrIdle, hoverPreloads: hover, focusPreloads: focus };
  } finally {
    await context.close();
  }
}

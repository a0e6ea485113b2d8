/**
 * When the first screen's chunks may start downloading: once main.js, the page's largest script
 * and the one everything waits for, is the only file of the page's start still downloading. The
 * early start holds the chunks until the other scripts index.html names (runtime.js, boot.js) and
 * the files boot.js starts beside main.js (the federation runtime's code, the remote's entry) have
 * downloaded. Under a slow link, files that download beside main.js share its bandwidth, so main.js
 * would arrive later and run later; requested once main.js is alone on the link, the chunks' requests
 * spend their first round trip while main.js downloads and take the link as main.js leaves it, so
 * they are in while main.js still runs (docs/performance.md).
 */
let released: (() => void) | null = null;
const open = new Promise<void>((resolve) => {
  released = resolve;
});

/** Resolves once main.js is the only file of the page's start still downloading, or has started. */
export function chunksMayStart(): Promise<void> {
  return open;
}

/** main.js has started: nothing is held any longer, whatever the timings said. */
export function releaseChunks(): void {
  released?.();
}

/** main.js: the page script the others are not waited with (its entry is named `main`). */
const isMainScript = (src: string) => /\/main\.[^/]*\.js$/.test(src);

/**
 * Watches the resource timings for the scripts index.html names but main.js, and waits for
 * `beside` (the files boot.js starts beside main.js; a failed one counts as arrived), then opens
 * (boot.js calls it once).
 */
export function watchPageScripts(beside: readonly Promise<unknown>[] = []): void {
  const waiting = new Set(
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src).filter(
      (src) => !isMainScript(src),
    ),
  );
  const scriptsIn = new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || waiting.size === 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) waiting.delete(entry.name);
      if (waiting.size > 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
  });
  void Promise.all([scriptsIn, ...beside.map((file) => file.catch(() => undefined))]).then(releaseChunks);
}

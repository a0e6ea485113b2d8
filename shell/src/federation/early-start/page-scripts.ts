/**
 * When the page's own scripts (the ones index.html names: runtime.js, boot.js, main.js) have
 * downloaded. The early start holds the remote's files until then: under a slow link, files that
 * download beside main.js share its bandwidth, so main.js, which everything on the page waits for,
 * arrives last and runs after them. Held, main.js arrives about when the single app's does and runs
 * while the remote's files download (docs/performance.md).
 */
let released: (() => void) | null = null;
const arrived = new Promise<void>((resolve) => {
  released = resolve;
});

/** Resolves once every script index.html names has downloaded, or main.js has started. */
export function pageScriptsArrived(): Promise<void> {
  return arrived;
}

/** main.js has started: its scripts are in, whatever the timings said. */
export function releasePageScripts(): void {
  released?.();
}

/** Watches the resource timings for the scripts index.html names (boot.js calls it once). */
export function watchPageScripts(): void {
  const waiting = new Set(Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src));
  if (typeof PerformanceObserver === 'undefined' || waiting.size === 0) {
    releasePageScripts();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) waiting.delete(entry.name);
    if (waiting.size > 0) return;
    observer.disconnect();
    releasePageScripts();
  });
  observer.observe({ type: 'resource', buffered: true });
}

/**
 * Runs `task` once the browser is idle (the current screen drawn, its scripts run), or after
 * `timeoutMs` at the latest; where `requestIdleCallback` is missing, after `fallbackMs`. Returns a
 * function that cancels it. Work that is not the first screen's own (a later step's code, the
 * human check's widget) starts here rather than on load, so it never lengthens a task of the load.
 */
export function whenIdle(task: () => void, { timeoutMs = 2000, fallbackMs = 200 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}

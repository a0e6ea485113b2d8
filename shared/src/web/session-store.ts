/**
 * Per-tab memory for the flows (session storage): what a visitor did survives a reload and a visit
 * to another page, for the life of the tab. Blocked or full storage never breaks a flow: reads
 * give null, writes are skipped.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The JSON value stored under `key`, or null (none, unreadable, or not JSON). */
export function readSessionJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; null removes it. */
export function writeSessionJson(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the flow still works, only a reload forgets it.
  }
}

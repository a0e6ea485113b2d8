/**
 * API reads started before the screen that makes them has loaded: the shell's boot.js starts the
 * first reads of the route's screen (`reads` in remote-routes.json) while main.js and the remote's
 * scripts download, and the screen's first `apiRequest` of the same URL takes the response instead
 * of asking again. The shell and every remote bundle their own copy of this module, so the table
 * lives on the page's global object. A read is handed out once; later ones fetch afresh.
 */

/** An API URL: the base URL (runtime config's `apiBaseUrl`) and a path. No imports here: boot.js is tiny. */
export function joinApiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

/** The headers of every API read (`apiRequest` without a body), early or not. */
export const readHeaders = { accept: 'application/json' } as const;

const tableKey = '__littleGiversEarlyReads';

function table(): Map<string, Promise<Response>> {
  const page = globalThis as typeof globalThis & { [tableKey]?: Map<string, Promise<Response>> };
  page[tableKey] ??= new Map();
  return page[tableKey];
}

/** Starts a GET of `url` now, unless one is already waiting. */
export function startEarlyRead(url: string): void {
  if (table().has(url)) return;
  const read = fetch(url, { headers: readHeaders });
  // A failure is the taker's to report (it fails as its own fetch would); untaken, it is nobody's.
  read.catch(() => undefined);
  table().set(url, read);
}

/** The waiting early read of `url`, once. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const read = table().get(url);
  table().delete(url);
  return read;
}

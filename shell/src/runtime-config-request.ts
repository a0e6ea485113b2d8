/**
 * The one request for `/runtime-config.json`, shared by boot.ts (which needs the remotes' locations
 * early) and the shell's start-up (which validates the file). index.html preloads it and this
 * request matches that preload: same URL, default cache mode (the server sends `no-cache`, so the
 * file is revalidated on every load).
 */
let request: Promise<Response> | null = null;

export function requestRuntimeConfig(): Promise<Response> {
  request ??= fetch('/runtime-config.json');
  // Each reader gets its own copy of the body.
  return request.then((response) => response.clone());
}

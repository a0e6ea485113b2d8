/* Little Givers service worker: the shell and previously visited screens load offline.
 * - page navigations: network first, falling back to the cached app shell;
 * - runtime config, federation manifests and API reads: network first, falling back to cache;
 * - hashed scripts, styles and images (from the shell or any remote): cache first.
 */
const CACHE = 'littlegivers-v1';
const SHELL = ['/', '/runtime-config.json', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const hashed = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|webp|woff2?)$/;

/** Remote scripts load through <script> tags without CORS: their answers are opaque, yet usable. */
const cacheable = (response) => response.ok || response.type === 'opaque';

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (cacheable(response)) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  if (url.pathname.startsWith('/paypal-fake') || url.hostname.endsWith('paypal.com')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/'));
  } else if (hashed.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (
    url.pathname.endsWith('.json') ||
    url.pathname.endsWith('remoteEntry.js') ||
    url.pathname.includes('/api/')
  ) {
    event.respondWith(networkFirst(request));
  }
});

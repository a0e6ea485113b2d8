/**
 * Offline caching (spec sections 1 and 8), after create-react-app's registration: on localhost the
 * worker script is checked first; a 404 or a non-JavaScript answer unregisters it and reloads.
 */
const swUrl = '/sw.js';

export function isLocalhost(hostname = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** Runs `task` once the page has loaded and the main thread is idle (the first screen comes first). */
export function afterLoadWhenIdle(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
    else window.setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Not on the load event itself: on a remote route it comes while the screen is still being drawn.
  afterLoadWhenIdle(() => {
    if (isLocalhost()) void checkValidServiceWorker();
    else void registerValidServiceWorker();
  });
}

async function registerValidServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register(swUrl);
  } catch (error) {
    console.error('Error during service worker registration:', error);
  }
}

export async function checkValidServiceWorker(): Promise<void> {
  try {
    const response = await fetch(swUrl, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
    const contentType = response.headers.get('content-type');
    if (response.status === 404 || (contentType !== null && !contentType.includes('javascript'))) {
      const registration = await navigator.serviceWorker.ready;
      await registration.unregister();
      window.location.reload();
      return;
    }
    await registerValidServiceWorker();
  } catch {
    console.log('No internet connection found. App is running in offline mode.');
  }
}

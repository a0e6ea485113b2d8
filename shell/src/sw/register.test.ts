import { holdIdleCallbacks } from '@littlegivers/shared/testing/unused-page';
import { afterLoadWhenIdle, checkValidServiceWorker, isLocalhost, registerServiceWorker } from './register';

describe('service worker registration', () => {
  const reload = vi.fn();
  const unregister = vi.fn(async () => true);
  const register = vi.fn(async () => ({}));

  beforeEach(() => {
    reload.mockClear();
    unregister.mockClear();
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ unregister }), register },
    });
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  });

  it('knows localhost', () => {
    expect(isLocalhost('localhost')).toBe(true);
    expect(isLocalhost('127.0.0.1')).toBe(true);
    expect(isLocalhost('littlegivers.example')).toBe(false);
  });

  it('unregisters and reloads when the worker answers 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await checkValidServiceWorker();
    expect(unregister).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('unregisters and reloads when the worker is not JavaScript', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    await checkValidServiceWorker();
    expect(unregister).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
  });

  it('registers a valid worker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('self.x=1', { headers: { 'content-type': 'application/javascript' } })),
    );
    await checkValidServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(reload).not.toHaveBeenCalled();
  });

  it("logs offline mode when there's no connection", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await checkValidServiceWorker();
    expect(log).toHaveBeenCalledWith('No internet connection found. App is running in offline mode.');
  });

  it('logs registration errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    register.mockRejectedValueOnce(new Error('boom'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('self.x=1', { headers: { 'content-type': 'text/javascript' } })),
    );
    await checkValidServiceWorker();
    expect(error).toHaveBeenCalledWith('Error during service worker registration:', expect.any(Error));
  });

  it('registers only once the page has loaded and the main thread is idle', async () => {
    const idle = holdIdleCallbacks();
    const fetchMock = vi.fn(
      async () => new Response('', { status: 200, headers: { 'content-type': 'text/javascript' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    registerServiceWorker();
    // jsdom's document has loaded: the registration waits for idle time, not for another load event.
    expect(idle).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    idle[0]?.();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js'));
    vi.unstubAllGlobals();
  });

  it('waits for the load event when the page is still loading', () => {
    const idle = holdIdleCallbacks();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
    vi.unstubAllGlobals();
  });
});

import { checkValidServiceWorker, isLocalhost } from './register';

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
});

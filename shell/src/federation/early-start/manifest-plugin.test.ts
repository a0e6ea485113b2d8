import { createEarlyStart } from './early-start';
import { reuseEarlyManifest } from './manifest-plugin';

describe('the reuse-early-manifest runtime plugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the runtime's manifest request with the early response, once", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":"early"}', { status: 200 })),
    );
    const early = createEarlyStart();
    const plugin = reuseEarlyManifest(early);
    const url = 'http://localhost:3001/mf-manifest.json';
    early.startRemoteEarly(url, './GiftFlow', new Set());
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    expect(await (await fetchHook(url, {}))?.json()).toEqual({ id: 'early' });
    expect(fetchHook(url, {})).toBeUndefined();
  });
});

describe('the reuse-early-manifest plugin with a fresh fetch behind it', () => {
  afterEach(() => vi.unstubAllGlobals());
  const url = 'http://localhost:3003/mf-manifest.json';
  type Hook = (url: string, init: RequestInit) => Promise<Response>;

  it('uses the early response when it succeeded, without fetching afresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":"early"}', { status: 200 })),
    );
    const early = createEarlyStart();
    const afresh = vi.fn(async () => new Response('{"id":"afresh"}'));
    early.startRemoteEarly(url, './Faq', new Set());
    const fetchHook = reuseEarlyManifest(early, afresh).fetch as Hook;
    expect(await (await fetchHook(url, {})).json()).toEqual({ id: 'early' });
    expect(afresh).not.toHaveBeenCalled();
    expect(await (await fetchHook(url, {})).json()).toEqual({ id: 'afresh' });
  });

  it('fetches afresh when the early request failed or was refused', async () => {
    const afresh = vi.fn(async () => new Response('{"id":"afresh"}'));
    for (const failing of [
      async () => new Response('down', { status: 503 }),
      async () => Promise.reject(new TypeError('connection reset')),
    ]) {
      vi.stubGlobal('fetch', vi.fn(failing));
      const early = createEarlyStart();
      early.startRemoteEarly(url, './Faq', new Set());
      const fetchHook = reuseEarlyManifest(early, afresh).fetch as Hook;
      expect(await (await fetchHook(url, { cache: 'no-cache' })).json()).toEqual({ id: 'afresh' });
    }
    expect(afresh).toHaveBeenCalledTimes(2);
    expect(afresh).toHaveBeenLastCalledWith(url, { cache: 'no-cache' });
  });
});

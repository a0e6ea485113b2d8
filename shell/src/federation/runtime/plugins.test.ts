import { earlyStart } from '../early-start/early-start';
import { runtimePlugins } from './plugins';

describe('the runtime plugins', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('include the stock retry plugin for scripts, and one fetch hook only', () => {
    const plugins = runtimePlugins();
    expect(plugins.map((plugin) => plugin.name)).toContain('retry-plugin');
    expect(plugins.find((plugin) => plugin.name === 'retry-plugin')?.loadEntryError).toBeTypeOf('function');
    expect(plugins.filter((plugin) => plugin.fetch)).toHaveLength(1);
  });

  it('fetch a manifest the early start has once, and retry one it does not have', async () => {
    const url = 'http://localhost:3001/mf-manifest.json';
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      // The early request and the runtime's first own request fail; the retry succeeds.
      return calls <= 2 ? new Response('down', { status: 503 }) : new Response('{"id":"gift"}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    try {
      earlyStart.startRemoteEarly(url, './GiftFlow', new Set());
      const hook = runtimePlugins().find((plugin) => plugin.fetch)?.fetch as (
        url: string,
        init: RequestInit,
      ) => Promise<Response>;
      const answer = hook(url, {});
      await vi.runAllTimersAsync();
      expect(await (await answer).json()).toEqual({ id: 'gift' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { loadFederationCode } from './federation-code';
import { federation, setRemoteLocations } from './runtime';

vi.mock('./federation-code', () => ({ loadFederationCode: vi.fn() }));

describe('federation', () => {
  it("tries the runtime's own code three times, then creates the runtime with the configured remotes", async () => {
    const instance = { name: 'shell' };
    const init = vi.fn(() => instance);
    const runtimePlugins = vi.fn(() => []);
    vi.mocked(loadFederationCode)
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ init, runtimePlugins } as never);
    setRemoteLocations({
      gift: 'http://localhost:3001/mf-manifest.json',
      redeem: 'http://localhost:3002/mf-manifest.json',
      content: 'http://localhost:3003/mf-manifest.json',
      staff: 'http://localhost:3004/mf-manifest.json',
    });
    // The build defines the shell's shared versions; none are needed here.
    vi.stubGlobal('__LG_HOST_SHARED__', {});
    vi.useFakeTimers();
    try {
      const created = federation();
      await vi.advanceTimersByTimeAsync(400);
      expect(loadFederationCode).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1200);
      expect(await created).toBe(instance);
      expect(loadFederationCode).toHaveBeenCalledTimes(3);
      expect(init).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'shell',
          shareStrategy: 'loaded-first',
          remotes: [
            { name: 'gift_mfe', entry: 'http://localhost:3001/mf-manifest.json' },
            { name: 'redeem_mfe', entry: 'http://localhost:3002/mf-manifest.json' },
            { name: 'content_mfe', entry: 'http://localhost:3003/mf-manifest.json' },
            { name: 'staff_mfe', entry: 'http://localhost:3004/mf-manifest.json' },
          ],
        }),
      );
      expect(federation()).toBe(created);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { loadRuntimeConfig } from './runtime-config';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('loadRuntimeConfig', () => {
  it('reads and validates /runtime-config.json', async () => {
    const fetchImpl = answer({ ...localRuntimeConfig, env: 'demo', debug: true });
    const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch);
    expect(config.env).toBe('demo');
    expect(config.debug).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json');
  });

  it('falls back to local defaults when the file is invalid or missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadRuntimeConfig(answer({ env: 'mars' }) as unknown as typeof fetch)).toEqual(localRuntimeConfig);
    expect(await loadRuntimeConfig(answer({}, 404) as unknown as typeof fetch)).toEqual(localRuntimeConfig);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('accepts named builds of a remote (a canary), and refuses a share outside 0-100', async () => {
    const gift = {
      current: { id: 'gift-41', manifest: 'https://gift.example/41/mf-manifest.json' },
      candidate: { id: 'gift-42', manifest: 'https://gift.example/42/mf-manifest.json', share: 25 },
    };
    const remotes = { ...localRuntimeConfig.remotes, gift };
    const config = await loadRuntimeConfig(answer({ ...localRuntimeConfig, remotes }) as unknown as typeof fetch);
    expect(config.remotes.gift).toEqual(gift);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    error.mockClear();
    for (const share of [150, -1, 12.5]) {
      const invalid = { ...remotes, gift: { ...gift, candidate: { ...gift.candidate, share } } };
      expect(
        await loadRuntimeConfig(answer({ ...localRuntimeConfig, remotes: invalid }) as unknown as typeof fetch),
      ).toEqual(localRuntimeConfig);
    }
    const noCurrent = { ...remotes, gift: { candidate: gift.candidate } };
    expect(
      await loadRuntimeConfig(answer({ ...localRuntimeConfig, remotes: noCurrent }) as unknown as typeof fetch),
    ).toEqual(localRuntimeConfig);
    expect(error).toHaveBeenCalledTimes(4);
  });
});

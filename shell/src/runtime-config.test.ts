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
});

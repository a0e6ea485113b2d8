import { bucketKey } from '@littlegivers/shared/web/remote-builds';
import { loadFederationCode } from './federation-code';

vi.mock('./federation-code', () => ({ loadFederationCode: vi.fn() }));

const current = { id: 'gift-41', manifest: 'http://localhost:3001/41/mf-manifest.json' };
const candidate = { id: 'gift-42', manifest: 'http://localhost:3001/42/mf-manifest.json', share: 50 };
const remotes = {
  gift: { current, candidate },
  redeem: 'http://localhost:3002/mf-manifest.json',
  content: 'http://localhost:3003/mf-manifest.json',
  staff: 'http://localhost:3004/mf-manifest.json',
};
const entryOf = (manifest: string) => manifest.replace('mf-manifest.json', 'remoteEntry.js');

/** The runtime module afresh (it keeps its instance), for a visitor in `bucket`. */
async function runtimeFor(bucket: number) {
  vi.resetModules();
  localStorage.setItem(bucketKey, String(bucket));
  const registerRemotes = vi.fn();
  vi.mocked(loadFederationCode).mockResolvedValue({
    init: () => ({ registerRemotes }),
    runtimePlugins: () => [],
    remoteEntryUrl: async (manifest: string) => entryOf(manifest),
  } as never);
  vi.stubGlobal('__LG_HOST_SHARED__', {});
  const runtime = await import('./runtime');
  runtime.setRemoteLocations(remotes);
  return { runtime, registerRemotes };
}

describe('the runtime with a canary in the runtime config', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('registers the candidate for a visitor whose bucket is inside the share, and the current build for one outside', async () => {
    const inside = await runtimeFor(10);
    await inside.runtime.federationWith('gift');
    expect(inside.registerRemotes).toHaveBeenCalledWith([{ name: 'gift_mfe', entry: entryOf(candidate.manifest) }], {
      force: false,
    });
    const outside = await runtimeFor(70);
    await outside.runtime.federationWith('gift');
    expect(outside.registerRemotes).toHaveBeenCalledWith([{ name: 'gift_mfe', entry: entryOf(current.manifest) }], {
      force: false,
    });
  });

  it('falls back from a failed candidate to the current build once, and never from the current build', async () => {
    const { runtime, registerRemotes } = await runtimeFor(10);
    await runtime.federationWith('gift');
    expect(runtime.fallBackToCurrentBuild('gift')).toBe(true);
    await runtime.federationWith('gift');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'gift_mfe', entry: entryOf(current.manifest) }], {
      force: true,
    });
    expect(runtime.fallBackToCurrentBuild('gift')).toBe(false);
    expect(runtime.fallBackToCurrentBuild('redeem')).toBe(false);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
  });
});

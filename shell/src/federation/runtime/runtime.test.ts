import { loadFederationCode } from './federation-code';

vi.mock('./federation-code', () => ({ loadFederationCode: vi.fn() }));

/** The runtime module afresh: it keeps its instance and entries for the page load. */
async function aNewPage() {
  vi.resetModules();
  return import('./runtime');
}

const remotes = {
  gift: 'http://localhost:3001/mf-manifest.json',
  redeem: 'http://localhost:3002/mf-manifest.json',
  content: 'http://localhost:3003/mf-manifest.json',
  staff: 'http://localhost:3004/mf-manifest.json',
};
/** A page whose federation code registers remotes with `registerRemotes` and reads entries with `remoteEntryUrl`. */
async function aPageWith(remoteEntryUrl: (manifest: string) => Promise<string>) {
  const registerRemotes = vi.fn();
  vi.mocked(loadFederationCode).mockResolvedValue({
    init: () => ({ registerRemotes }),
    runtimePlugins: () => [],
    remoteEntryUrl,
  } as never);
  vi.stubGlobal('__LG_HOST_SHARED__', {});
  const runtime = await aNewPage();
  runtime.setRemoteLocations(remotes);
  return { ...runtime, registerRemotes };
}

/** The entry the (stubbed) contract check finds in each manifest. */
const entryOf = (manifest: string) => manifest.replace('mf-manifest.json', 'remoteEntry.js');

describe('the federation runtime', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("tries the runtime's own code three times, then creates the runtime with the shell's shared libraries and no remote yet", async () => {
    const instance = { name: 'shell' };
    const init = vi.fn(() => instance);
    vi.mocked(loadFederationCode)
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ init, runtimePlugins: () => [], remoteEntryUrl: vi.fn() } as never);
    const { federation, setRemoteLocations } = await aNewPage();
    setRemoteLocations(remotes);
    // The build defines the shell's shared versions; none are needed here.
    vi.stubGlobal('__LG_HOST_SHARED__', {});
    vi.useFakeTimers();
    const created = federation();
    await vi.advanceTimersByTimeAsync(400);
    expect(loadFederationCode).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1200);
    expect(await created).toBe(instance);
    expect(loadFederationCode).toHaveBeenCalledTimes(3);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shell', shareStrategy: 'loaded-first', remotes: [] }),
    );
    expect(federation()).toBe(created);
  });

  it('registers a remote at the entry its checked manifest names, once, and afresh after it is forgotten', async () => {
    const remoteEntryUrl = vi.fn(async (manifest: string) => entryOf(manifest));
    const { federationWith, forgetRemoteEntry, registerRemotes } = await aPageWith(remoteEntryUrl);
    await federationWith('content');
    await federationWith('content');
    expect(remoteEntryUrl).toHaveBeenCalledTimes(1);
    expect(remoteEntryUrl).toHaveBeenCalledWith(remotes.content);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'content_mfe', entry: 'http://localhost:3003/remoteEntry.js' }],
      { force: false },
    );
    forgetRemoteEntry('content');
    await federationWith('content');
    expect(remoteEntryUrl).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'content_mfe', entry: 'http://localhost:3003/remoteEntry.js' }],
      { force: true },
    );
  });

  it('registers nothing when the manifest fails its check, and checks again on the next load', async () => {
    const remoteEntryUrl = vi
      .fn()
      .mockRejectedValueOnce(new Error('the remote implements contract 2.0.0'))
      .mockResolvedValue('http://localhost:3001/remoteEntry.js');
    const { federationWith, registerRemotes } = await aPageWith(remoteEntryUrl);
    await expect(federationWith('gift')).rejects.toThrow(/contract 2\.0\.0/);
    expect(registerRemotes).not.toHaveBeenCalled();
    await federationWith('gift');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});

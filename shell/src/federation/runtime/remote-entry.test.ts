import { shellContractVersion } from '@littlegivers/shared/web/shell-contract';
import { createEarlyStart } from '../early-start/early-start';
import { RemoteContractError, remoteEntryUrl } from './remote-entry';

const url = 'http://localhost:3001/builds/gift-7/mf-manifest.json';
const manifestBody = (shellContract?: string, publicPath = 'auto') => ({
  id: 'gift_mfe',
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
  shared: [],
  ...(shellContract ? { littlegivers: { shellContract } } : {}),
});
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A page with no early start of the manifest: every request is fetch's. */
const noEarlyStart = createEarlyStart();

describe('remoteEntryUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("gives the entry beside the manifest for a build of the shell's own contract, or of the same major and another minor", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(manifestBody(shellContractVersion))),
    );
    expect(await remoteEntryUrl(url, shellContractVersion, noEarlyStart)).toBe(
      'http://localhost:3001/builds/gift-7/remoteEntry.js',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(manifestBody('1.7.0', 'https://cdn.example/gift/'))),
    );
    expect(await remoteEntryUrl(url, '1.2.0', noEarlyStart)).toBe('https://cdn.example/gift/remoteEntry.js');
  });

  it('refuses a build that names a future major, saying which, before anything of it runs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(manifestBody('2.0.0'))),
    );
    const future = remoteEntryUrl(url, '1.0.0', noEarlyStart);
    await expect(future).rejects.toBeInstanceOf(RemoteContractError);
    await expect(future).rejects.toThrow(/major 2/);
  });

  it('reads a manifest with no contract version as the first contract (1.0.0)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(manifestBody())),
    );
    await expect(remoteEntryUrl(url, '1.3.0', noEarlyStart)).resolves.toMatch(/remoteEntry\.js$/);
    await expect(remoteEntryUrl(url, '2.0.0', noEarlyStart)).rejects.toBeInstanceOf(RemoteContractError);
  });

  it('takes the manifest the early start read, once, with no request of its own', async () => {
    const fetchMock = vi.fn(async () => answer(manifestBody(shellContractVersion)));
    vi.stubGlobal('fetch', fetchMock);
    const early = createEarlyStart();
    early.startRemoteEarly(url, './GiftFlow', new Set());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await remoteEntryUrl(url, shellContractVersion, early);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Handed out once: a second read (a retry after "try again") fetches afresh.
    await remoteEntryUrl(url, shellContractVersion, early);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches afresh when the early request failed, and tries twice more, a second apart', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      // The early request, the first own request and the first retry fail; the last attempt succeeds.
      if (calls === 3) throw new TypeError('Failed to fetch');
      return calls <= 2 ? answer('down', 503) : answer(manifestBody(shellContractVersion));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    const early = createEarlyStart();
    early.startRemoteEarly(url, './GiftFlow', new Set());
    const entry = remoteEntryUrl(url, shellContractVersion, early);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await entry).toMatch(/remoteEntry\.js$/);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('fails, saying so, when the manifest never loads or is not a manifest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('down', 503)),
    );
    vi.useFakeTimers();
    const down = remoteEntryUrl(url, shellContractVersion, noEarlyStart);
    const failed = expect(down).rejects.toThrow(/did not load/);
    await vi.runAllTimersAsync();
    await failed;
    vi.useRealTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>')),
    );
    await expect(remoteEntryUrl(url, shellContractVersion, noEarlyStart)).rejects.toThrow(/not a manifest/);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ id: 'gift_mfe' })),
    );
    await expect(remoteEntryUrl(url, shellContractVersion, noEarlyStart)).rejects.toThrow(/not a manifest/);
  });
});

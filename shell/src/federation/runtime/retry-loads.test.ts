import { retryLoads } from './retry-loads';

type Hooks = ReturnType<typeof retryLoads>;
type EntryArgs = Parameters<NonNullable<Hooks['loadEntryError']>>[0];
type FactoryArgs = Parameters<NonNullable<Hooks['getModuleFactory']>>[0];

/** A load that fails `failures` times, then gives `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`ScriptLoadError ${calls}`);
    return value;
  });
}

describe('retryLoads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads a failed entry again a second later, dropping the runtime's record of the failed load each time", async () => {
    const container = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = flaky(1, container);
    const globalLoading: Record<string, unknown> = { 'gift_mfe:entry': Promise.reject(new Error('failed')) };
    (globalLoading['gift_mfe:entry'] as Promise<unknown>).catch(() => undefined);
    const loaded = retryLoads(1000).loadEntryError?.({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'gift_mfe' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'gift_mfe:entry',
    } as unknown as EntryArgs);
    await vi.advanceTimersByTimeAsync(999);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(globalLoading).not.toHaveProperty('gift_mfe:entry');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await loaded).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives up on an entry after two more attempts, with the last error', async () => {
    const getRemoteEntry = flaky(5, null);
    const loaded = retryLoads(1000).loadEntryError?.({
      getRemoteEntry,
      globalLoading: {},
      uniqueKey: 'k',
    } as unknown as EntryArgs) as Promise<unknown>;
    const failed = expect(loaded).rejects.toThrow('ScriptLoadError 2');
    await vi.runAllTimersAsync();
    await failed;
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it("asks for a screen's module up to three times, a second apart", async () => {
    const factory = () => ({ default: () => null });
    const get = flaky(2, factory);
    const module = retryLoads(1000).getModuleFactory?.({
      remoteEntryExports: { get, init: vi.fn() },
      expose: './GiftFlow',
      moduleInfo: { name: 'gift_mfe' },
    } as unknown as FactoryArgs) as Promise<unknown>;
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await module).toBe(factory);
    expect(get).toHaveBeenCalledWith('./GiftFlow');
    expect(get).toHaveBeenCalledTimes(3);
  });
});

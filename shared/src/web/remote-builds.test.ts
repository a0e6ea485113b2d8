import { bucketKey, chooseBuild, manifestUrls, visitorBucket } from './remote-builds';

const current = { id: 'gift-41', manifest: 'https://gift.example/41/mf-manifest.json' };
const candidate = { id: 'gift-42', manifest: 'https://gift.example/42/mf-manifest.json' };
const canary = (share: number) => ({ current, candidate: { ...candidate, share } });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('chooseBuild', () => {
  it('gives a single URL as the current build, with nothing to fall back to', () => {
    expect(chooseBuild('http://localhost:3001/mf-manifest.json', 0)).toEqual({
      build: { id: 'current', manifest: 'http://localhost:3001/mf-manifest.json' },
      fallback: null,
    });
    expect(chooseBuild({ current }, 0)).toEqual({ build: current, fallback: null });
  });

  it('gives the candidate to the buckets below its share, with the current build to fall back to', () => {
    const everyBucket = Array.from({ length: 100 }, (_, bucket) => bucket);
    const candidates = (share: number) =>
      everyBucket.filter((bucket) => chooseBuild(canary(share), bucket).build.id === candidate.id);
    expect(candidates(0)).toEqual([]);
    expect(candidates(100)).toEqual(everyBucket);
    expect(candidates(50)).toEqual(everyBucket.slice(0, 50));
    expect(candidates(5)).toEqual([0, 1, 2, 3, 4]);
    expect(chooseBuild(canary(50), 10)).toEqual({ build: candidate, fallback: current });
    expect(chooseBuild(canary(50), 50)).toEqual({ build: current, fallback: null });
  });
});

describe('manifestUrls', () => {
  it('lists every manifest an entry names', () => {
    expect(manifestUrls('http://a/mf-manifest.json')).toEqual(['http://a/mf-manifest.json']);
    expect(manifestUrls({ current })).toEqual([current.manifest]);
    expect(manifestUrls(canary(10))).toEqual([current.manifest, candidate.manifest]);
  });
});

describe('visitorBucket', () => {
  it('draws a bucket of 0-99 once and keeps it: the same build on every visit', () => {
    const storage = memoryStorage();
    const first = visitorBucket(storage);
    expect(Number.isInteger(first) && first >= 0 && first < 100).toBe(true);
    expect(storage.items.get(bucketKey)).toBe(String(first));
    for (let visit = 0; visit < 5; visit += 1) expect(visitorBucket(storage)).toBe(first);
  });

  it('keeps a stored bucket, and replaces one that is not a bucket', () => {
    expect(visitorBucket(memoryStorage({ [bucketKey]: '73' }))).toBe(73);
    const storage = memoryStorage({ [bucketKey]: '100' });
    const drawn = visitorBucket(storage);
    expect(drawn).toBeLessThan(100);
    expect(storage.items.get(bucketKey)).toBe(String(drawn));
  });

  it('draws anyway where storage is refused', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(visitorBucket(refusing)).toBeLessThan(100);
    expect(visitorBucket(null)).toBeGreaterThanOrEqual(0);
  });
});

describe('chooseBuild with the first-screen assets the config carries', () => {
  it("gives the chosen build's entry and assets with it, the candidate's without its share", () => {
    const assets = { screens: { './GiftFlow': { js: ['https://gift.example/42/1.js'], css: [] } }, shared: {} };
    const withAssets = { ...candidate, entry: 'https://gift.example/42/remoteEntry.js', assets };
    expect(chooseBuild({ current, candidate: { ...withAssets, share: 100 } }, 3)).toEqual({
      build: withAssets,
      fallback: current,
    });
  });
});

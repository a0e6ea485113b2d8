import type { RemoteManifest } from '../remote-manifest';
import { assetsToPreload } from './assets-to-preload';
import { createEarlyStart, type EarlyStart } from './early-start';
import { releaseChunks } from './page-scripts';

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './Faq', assets: { js: { sync: ['250.js', 'expose_Faq.js'] }, css: { sync: ['expose_Faq.css'] } } },
    { path: './Donate', assets: { js: { sync: ['donate.js'] }, css: { sync: [] } } },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['react.js'] }, css: { sync: [] } } },
    { name: 'zod', assets: { js: { sync: ['243.js', '333.js'] }, css: { sync: [] } } },
  ],
};
const manifestUrl = 'http://localhost:3003/mf-manifest.json';

describe('assetsToPreload', () => {
  it("lists the entry, the screen's chunks and styles, and the shared libraries the shell does not provide", () => {
    expect(assetsToPreload(manifest, manifestUrl, './Faq', new Set(['react']))).toEqual([
      { href: 'http://localhost:3003/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:3003/expose_Faq.css', as: 'style' },
      { href: 'http://localhost:3003/250.js', as: 'script' },
      { href: 'http://localhost:3003/expose_Faq.js', as: 'script' },
      { href: 'http://localhost:3003/243.js', as: 'script' },
      { href: 'http://localhost:3003/333.js', as: 'script' },
    ]);
  });

  it('honours an explicit public path and an entry in a folder', () => {
    const moved = {
      ...manifest,
      metaData: { publicPath: 'https://cdn.example/content/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
    };
    const hrefs = assetsToPreload(moved, manifestUrl, './Donate', new Set(['react', 'zod'])).map((a) => a.href);
    expect(hrefs).toEqual(['https://cdn.example/content/v2/remoteEntry.js', 'https://cdn.example/content/donate.js']);
  });
});

describe('startRemoteEarly', () => {
  // Each test gets a fresh early start (its manifests are its state).
  let early: EarlyStart;
  beforeEach(() => {
    early = createEarlyStart();
    // main.js is alone on the link (page-scripts.test.ts holds the preloads until then).
    releaseChunks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });
  const preloads = () => document.head.querySelectorAll('link[rel="preload"]');

  it('fetches the manifest once, preloads what the screen needs, and hands the manifest it read out once', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    early.startRemoteEarly(manifestUrl, './Faq', new Set(['react']));
    early.startRemoteEarly(manifestUrl, './Faq', new Set(['react']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(preloads()).toHaveLength(6));
    expect(document.head.querySelector('link[as="style"]')?.getAttribute('href')).toBe(
      'http://localhost:3003/expose_Faq.css',
    );
    expect(await early.takeEarlyManifest(manifestUrl)).toEqual(manifest);
    expect(early.takeEarlyManifest(manifestUrl)).toBeUndefined();
  });

  it('preloads the moment the manifest is read', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    early.startRemoteEarly(manifestUrl, './Donate', new Set(['react', 'zod']));
    expect(preloads()).toHaveLength(0);
    answer(new Response(JSON.stringify(manifest), { status: 200 }));
    await vi.waitFor(() =>
      expect([...preloads()].map((link) => link.getAttribute('href'))).toEqual([
        'http://localhost:3003/remoteEntry.js',
        'http://localhost:3003/donate.js',
      ]),
    );
  });

  it('leaves a remote given as a plain entry script, and a failed manifest, to the federation code', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    early.startRemoteEarly('http://localhost:3002/remoteEntry.js', './RedeemFlow', new Set());
    expect(fetchMock).not.toHaveBeenCalled();
    early.startRemoteEarly('http://localhost:3002/mf-manifest.json', './RedeemFlow', new Set());
    expect(await early.takeEarlyManifest('http://localhost:3002/mf-manifest.json')).toBeNull();
    expect(preloads()).toHaveLength(0);
  });
});

/**
 * boot.js's preloads of the first screen: straight from the runtime config where the config
 * carries the build's entry and first-screen assets, with no manifest round trip first; from the
 * manifest for a build the config names by its manifest only (the fallback: slower, same files).
 */
import type { RemoteManifest } from '../remote-manifest';
import { assetsFromConfig } from './assets-to-preload';

/** boot.js's module afresh: the page's runtime-config request and build choices are per page load. */
async function bootOfANewPage() {
  vi.resetModules();
  return (await import('./boot-requests')).startBootRequests;
}

vi.stubGlobal('__LG_HOST_SHARED__', { react: {} });
// The runtime's code is in at once (its own import is not under test here).
vi.mock('../runtime/federation-code', () => ({ loadFederationCode: () => Promise.resolve({}) }));

const base = 'http://localhost:3003/builds/content-7';
const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './Faq', assets: { js: { sync: ['250.js', 'expose_Faq.js'] }, css: { sync: ['expose_Faq.css'] } } },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['react.js'] }, css: { sync: [] } } },
    { name: '@tanstack/react-query', assets: { js: { sync: ['595.js'] }, css: { sync: [] } } },
  ],
};
const named = {
  id: 'content-7',
  manifest: `${base}/mf-manifest.json`,
  entry: `${base}/remoteEntry.js`,
  assets: {
    screens: { './Faq': { js: [`${base}/250.js`, `${base}/expose_Faq.js`], css: [`${base}/expose_Faq.css`] } },
    shared: {
      react: { js: [`${base}/react.js`], css: [] },
      '@tanstack/react-query': { js: [`${base}/595.js`], css: [] },
    },
  },
};
const screenFiles = [
  `${base}/remoteEntry.js`,
  `${base}/expose_Faq.css`,
  `${base}/250.js`,
  `${base}/expose_Faq.js`,
  `${base}/595.js`,
];

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));

/** The remote's entry has downloaded (jsdom fetches no preload): the chunks may start. */
const entryArrives = () =>
  document.head.querySelector('link[rel="preload"][href$="/remoteEntry.js"]')?.dispatchEvent(new Event('load'));

/** A fetch whose manifest answers only when `answerManifest` is called; the config at once. */
function stubFetch(content: unknown) {
  let answerManifest: () => void = () => undefined;
  const fetchMock = vi.fn((url: string) => {
    if (url === '/runtime-config.json')
      return Promise.resolve(new Response(JSON.stringify({ remotes: { content } }), { status: 200 }));
    return new Promise<Response>((resolve) => {
      answerManifest = () => resolve(new Response(JSON.stringify(manifest), { status: 200 }));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answerManifest: () => answerManifest() };
}

describe('assetsFromConfig', () => {
  it("lists the entry, the screen's styles and scripts and the shared libraries the shell does not provide", () => {
    expect(assetsFromConfig(named, './Faq', new Set(['react']))?.map((a) => [a.href, a.as])).toEqual([
      [`${base}/remoteEntry.js`, 'script'],
      [`${base}/expose_Faq.css`, 'style'],
      [`${base}/250.js`, 'script'],
      [`${base}/expose_Faq.js`, 'script'],
      [`${base}/595.js`, 'script'],
    ]);
  });

  it('has nothing for a build named by its manifest only, or for a screen the config does not list', () => {
    expect(assetsFromConfig({ id: 'content-7', manifest: named.manifest }, './Faq', new Set())).toBeNull();
    expect(assetsFromConfig(named, './Donate', new Set())).toBeNull();
  });
});

describe("boot.js's preloads of the first screen", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("preloads the screen's files straight from the config, before the manifest has answered", async () => {
    const { fetchMock } = stubFetch({ current: named });
    (await bootOfANewPage())('/faq');
    // The entry at once; the chunks once it is in (main.js alone on the link).
    await vi.waitFor(() => expect(preloaded()).toEqual([`${base}/remoteEntry.js`]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual([`${base}/remoteEntry.js`]);
    entryArrives();
    await vi.waitFor(() => expect(preloaded()).toEqual(screenFiles));
    // The manifest is still fetched (for the runtime), and has not answered.
    expect(fetchMock).toHaveBeenCalledWith(named.manifest);
  });

  it('preloads a build the config names by its manifest only once its manifest is read', async () => {
    const url = 'http://localhost:3003/builds/content-8/mf-manifest.json';
    const { fetchMock, answerManifest } = stubFetch({ current: { id: 'content-8', manifest: url } });
    (await bootOfANewPage())('/faq');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith(url));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual([]);
    answerManifest();
    const from = 'http://localhost:3003/builds/content-8';
    await vi.waitFor(() => expect(preloaded()).toEqual([`${from}/remoteEntry.js`]));
    entryArrives();
    await vi.waitFor(() =>
      expect(preloaded()).toEqual([
        `${from}/remoteEntry.js`,
        `${from}/expose_Faq.css`,
        `${from}/250.js`,
        `${from}/expose_Faq.js`,
        `${from}/595.js`,
      ]),
    );
  });
});

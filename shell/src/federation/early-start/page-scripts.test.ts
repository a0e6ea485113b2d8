/**
 * The early start holds the first screen's chunks until main.js is the only file of the page's
 * start still downloading (under a slow link they would share its bandwidth with main.js, which
 * everything waits for).
 */
type Observed = (list: { getEntries: () => { name: string }[] }) => void;

/** A stand-in PerformanceObserver that the test feeds resource timings by hand. */
function fakeObserver() {
  const observers: { callback: Observed; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record: { callback: Observed; disconnected: boolean };
    constructor(callback: Observed) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const arrive = (...names: string[]) => {
    for (const observer of observers)
      if (!observer.disconnected) observer.callback({ getEntries: () => names.map((name) => ({ name })) });
  };
  return { FakeObserver, observers, arrive };
}

/** The modules afresh: the gate is per page load. */
async function aNewPage() {
  vi.resetModules();
  const pageScripts = await import('./page-scripts');
  const { preload, preloadScreen } = await import('./early-start');
  return { ...pageScripts, preload, preloadScreen };
}

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the chunks' gate", () => {
  beforeEach(() => {
    for (const src of ['/runtime.1.js', '/boot.2.js', '/main.3.js']) {
      const script = document.createElement('script');
      script.src = src;
      script.type = 'text/plain';
      document.head.appendChild(script);
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const node of document.head.querySelectorAll('script, link')) node.remove();
  });

  it("holds the preloads until the page's scripts but main.js and the files beside main.js are in", async () => {
    const { FakeObserver, observers, arrive } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { watchPageScripts, preload } = await aNewPage();
    let codeIn: () => void = () => undefined;
    watchPageScripts([new Promise<void>((resolve) => (codeIn = resolve))]);
    preload({ href: 'http://localhost:3001/250.js', as: 'script' });
    arrive(`${location.origin}/runtime.1.js`, 'http://localhost:3001/other.js');
    await settle();
    expect(preloaded()).toEqual([]);
    arrive(`${location.origin}/boot.2.js`);
    await settle();
    expect(observers[0]?.disconnected).toBe(true);
    // The runtime's code is still downloading.
    expect(preloaded()).toEqual([]);
    codeIn();
    await settle();
    // main.js has not arrived: it is alone on the link now.
    expect(preloaded()).toEqual(['http://localhost:3001/250.js']);
  });

  it('counts a file beside main.js that failed as arrived', async () => {
    const { FakeObserver, arrive } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { watchPageScripts, chunksMayStart } = await aNewPage();
    watchPageScripts([Promise.reject(new Error('offline'))]);
    arrive(`${location.origin}/runtime.1.js`, `${location.origin}/boot.2.js`);
    await expect(chunksMayStart()).resolves.toBeUndefined();
  });

  it('opens when main.js starts, whatever the timings said', async () => {
    const { FakeObserver } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { watchPageScripts, releaseChunks, preload } = await aNewPage();
    watchPageScripts([new Promise(() => undefined)]);
    preload({ href: 'http://localhost:3001/250.js', as: 'script' });
    await settle();
    expect(preloaded()).toEqual([]);
    releaseChunks();
    await settle();
    expect(preloaded()).toEqual(['http://localhost:3001/250.js']);
  });

  it("preloads a screen's entry at once (the next link of the chain after the runtime), its chunks once the entry is in", async () => {
    const { FakeObserver, arrive } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { watchPageScripts, preloadScreen } = await aNewPage();
    const entryIn = preloadScreen([
      { href: 'http://localhost:3003/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:3003/expose_Faq.css', as: 'style' },
      { href: 'http://localhost:3003/250.js', as: 'script' },
    ]);
    watchPageScripts([entryIn]);
    arrive(...['/runtime.1.js', '/boot.2.js'].map((file) => `${location.origin}${file}`));
    await settle();
    expect(preloaded()).toEqual(['http://localhost:3003/remoteEntry.js']);
    document.head.querySelector('link[rel="preload"]')?.dispatchEvent(new Event('load'));
    await settle();
    expect(preloaded()).toEqual([
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3003/expose_Faq.css',
      'http://localhost:3003/250.js',
    ]);
  });

  it('is open at once in a browser without resource timings, once the files beside main.js are in', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { watchPageScripts, chunksMayStart } = await aNewPage();
    watchPageScripts([Promise.resolve()]);
    await expect(chunksMayStart()).resolves.toBeUndefined();
  });
});

import { sharedScriptsToPreload } from './preload-shared-chunks';

const snapshot = {
  publicPath: 'http://localhost:3002/',
  shared: [
    { sharedName: 'react', assets: { js: { sync: ['react.js'] } } },
    { sharedName: 'zod', assets: { js: { sync: ['243.js', '333.js'] } } },
    { sharedName: '@tanstack/react-query', assets: { js: { sync: ['595.js'] } } },
  ],
};

describe('sharedScriptsToPreload', () => {
  it('lists the shared libraries nothing on the page provides or has loaded yet', () => {
    const registered = {
      react: [{ lib: () => ({}) }],
      '@tanstack/react-query': [{ loaded: true }],
    };
    expect(sharedScriptsToPreload(snapshot, 'http://localhost:3002/mf-manifest.json', registered)).toEqual([
      'http://localhost:3002/243.js',
      'http://localhost:3002/333.js',
    ]);
  });

  it("resolves 'auto' against the manifest's location", () => {
    const auto = { ...snapshot, publicPath: 'auto' };
    expect(sharedScriptsToPreload(auto, 'http://localhost:4002/mf-manifest.json', { react: [{ lib: 1 }] })).toContain(
      'http://localhost:4002/595.js',
    );
  });
});

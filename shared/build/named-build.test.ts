import { localRuntimeConfig } from '../src/web/runtime-config';
import { runtimeConfigSchema } from '../src/web/runtime-config-schema';
import { firstScreenAssets, withFirstScreenAssets } from './named-build.mjs';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './GiftFlow', assets: { js: { sync: ['145.js', 'expose.js'] }, css: { sync: ['expose.css'] } } }],
  shared: [
    { name: 'react', assets: { js: { sync: ['784.js'] }, css: { sync: [] } } },
    { name: 'date-fns', assets: { js: { sync: ['77.js'] }, css: { sync: [] } } },
  ],
  littlegivers: { shellContract: '1.1.0', build: 'gift-9' },
};
const url = 'https://gift.example/builds/gift-9/mf-manifest.json';

describe('the first-screen assets of a named build', () => {
  it('are its entry and the sync assets of each screen and of each shared library the shell does not provide, as absolute URLs', () => {
    expect(firstScreenAssets(manifest, url)).toEqual({
      entry: 'https://gift.example/builds/gift-9/remoteEntry.js',
      assets: {
        screens: {
          './GiftFlow': {
            js: ['https://gift.example/builds/gift-9/145.js', 'https://gift.example/builds/gift-9/expose.js'],
            css: ['https://gift.example/builds/gift-9/expose.css'],
          },
        },
        shared: { 'date-fns': { js: ['https://gift.example/builds/gift-9/77.js'], css: [] } },
      },
    });
  });

  it("honour the manifest's public path and entry folder", () => {
    const moved = {
      ...manifest,
      metaData: { publicPath: 'https://cdn.example/g/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
    };
    expect(firstScreenAssets(moved, url).entry).toBe('https://cdn.example/g/v2/remoteEntry.js');
  });

  it('are written into a build the config names, which the runtime config schema accepts', () => {
    const build = withFirstScreenAssets({ id: 'gift-9', manifest: url }, manifest);
    const config = { ...localRuntimeConfig, remotes: { ...localRuntimeConfig.remotes, gift: { current: build } } };
    expect(runtimeConfigSchema.safeParse(config).success).toBe(true);
    const candidate = { ...build, share: 10 };
    const canary = { ...config, remotes: { ...config.remotes, gift: { current: build, candidate } } };
    expect(runtimeConfigSchema.parse(canary).remotes.gift).toEqual({ current: build, candidate });
  });

  it('are refused from a manifest of another build than the config names', () => {
    expect(() => withFirstScreenAssets({ id: 'gift-10', manifest: url }, manifest)).toThrow(/build "gift-9"/);
  });
});

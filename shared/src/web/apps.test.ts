import { readFileSync } from 'node:fs';
import path from 'node:path';
import appList from '../../apps.json' with { type: 'json' };
import { federationNames, remoteModules } from './remote-modules';
import remoteRouteTable from './remote-routes.json';
import { localRuntimeConfig, remoteNames } from './runtime-config';

const root = path.resolve(import.meta.dirname, '../../..');

describe('shared/apps.json, the one list of the apps', () => {
  it('names the remotes the web kit types (remoteNames, remoteModules) and nothing else', () => {
    const keys = appList.remotes.map((remote) => remote.remoteKey);
    expect([...remoteNames].sort()).toEqual([...keys].sort());
    expect(Object.keys(remoteModules).sort()).toEqual([...keys].sort());
    expect(new Set(remoteRouteTable.map((route) => route.remote))).toEqual(new Set(keys));
  });

  it("gives each remote's build its federation name, and the local runtime config its port", () => {
    for (const remote of appList.remotes) {
      const config = readFileSync(path.join(root, remote.name, 'rspack.config.mjs'), 'utf8');
      expect(config, remote.name).toContain(`name: '${remote.federationName}'`);
      expect(federationNames[remote.remoteKey as keyof typeof federationNames]).toBe(remote.federationName);
      expect(localRuntimeConfig.remotes[remote.remoteKey as keyof typeof localRuntimeConfig.remotes]).toBe(
        `http://localhost:${remote.port}/mf-manifest.json`,
      );
    }
  });

  it('gives every app a port of its own, and the shell its local config the same remotes', () => {
    const apps = [appList.host, ...appList.remotes, appList.api];
    expect(new Set(apps.map((app) => app.port)).size).toBe(apps.length);
    const shellConfig = JSON.parse(readFileSync(path.join(root, 'shell/public/runtime-config.json'), 'utf8'));
    expect(shellConfig.remotes).toEqual(localRuntimeConfig.remotes);
  });
});

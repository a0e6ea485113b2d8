import { runtimePlugins } from './plugins';

describe('the runtime plugins', () => {
  it('retry the remotes’ loads, then log what still failed, and leave manifests to the shell', () => {
    const plugins = runtimePlugins();
    expect(plugins.map((plugin) => plugin.name)).toEqual([
      'littlegivers-retry-loads',
      'littlegivers-log-remote-failures',
      'littlegivers-yield-between-steps',
    ]);
    expect(plugins[0]?.loadEntryError).toBeTypeOf('function');
    expect(plugins[0]?.getModuleFactory).toBeTypeOf('function');
    expect(plugins.filter((plugin) => plugin.fetch)).toHaveLength(0);
  });
});

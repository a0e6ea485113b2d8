// The runtime config's types, helpers and local defaults, with no zod: the remotes and the event
// bus import this. Its schema (the one definition of the file's shape) is in
// ./runtime-config-schema, which only the shell's loader imports; the types below are inferred from
// it through a type-only import, so no schema code comes with them.
import type * as z from 'zod/mini';
import appList from '../../apps.json' with { type: 'json' };
import type { environmentSchema, remoteLocationSchema, runtimeConfigSchema } from './runtime-config-schema';

/** Names of the remotes the shell composes (staff: the staff console, under /staff). */
export const remoteNames = ['gift', 'redeem', 'content', 'staff'] as const;
export type RemoteName = (typeof remoteNames)[number];

export type Environment = z.infer<typeof environmentSchema>;

/** Where a remote is: one manifest URL, or its current build and a candidate (./remote-builds.ts). */
export type RemoteLocation = z.infer<typeof remoteLocationSchema>;

/** The shell's `/runtime-config.json` (see runtime-config-schema.ts). */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Environments that show the red warning banner and the skip-payment link. */
export function isNonProduction(env: Environment): boolean {
  return env !== 'production';
}

/** Defaults for local use (docs/adr/0007-product-placeholders.md). */
export const localRuntimeConfig: RuntimeConfig = {
  env: 'local',
  debug: false,
  productName: 'Little Givers',
  contactEmail: 'hello@littlegivers.example',
  ein: '00-0000000',
  apiBaseUrl: `http://localhost:${appList.api.port}/api`,
  // Each remote of shared/apps.json, on its local port.
  remotes: Object.fromEntries(
    appList.remotes.map((remote) => [remote.remoteKey, `http://localhost:${remote.port}/mf-manifest.json`]),
  ) as RuntimeConfig['remotes'],
  paypal: { clientId: 'fake-client-id', sdkBaseUrl: 'http://localhost:3100/paypal-fake/sdk/js', currency: 'USD' },
};

// The runtime config's types, helpers and local defaults, with no zod: the remotes and the event
// bus import this. Its schema (the one definition of the file's shape) is in
// ./runtime-config-schema, which only the shell's loader imports; the types below are inferred from
// it through a type-only import, so no schema code comes with them.
import type * as z from 'zod/mini';
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
  apiBaseUrl: 'http://localhost:3100/api',
  remotes: {
    gift: 'http://localhost:3001/mf-manifest.json',
    redeem: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
    staff: 'http://localhost:3004/mf-manifest.json',
  },
  paypal: { clientId: 'fake-client-id', sdkBaseUrl: 'http://localhost:3100/paypal-fake/sdk/js', currency: 'USD' },
};

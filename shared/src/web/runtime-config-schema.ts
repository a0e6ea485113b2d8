// The schema of the shell's `/runtime-config.json`: only the shell's loader imports this module
// (it validates the file before its first paint). Everything else, remotes and the event bus
// included, imports ./runtime-config, which has the types, helpers and defaults and no zod.
// zod/mini: the same schema language with functions instead of methods, so a bundle keeps only what
// it uses; classic zod would put ~80 KB of JavaScript on the shell's start-up path.
import * as z from 'zod/mini';
import appList from '../../apps.json' with { type: 'json' };
import type { RemoteName } from './runtime-config';

export const environmentSchema = z.enum(['local', 'dev', 'demo', 'production']);

const nonEmpty = (min = 1) => z.string().check(z.minLength(min));

/** The scripts and styles one exposed screen or one shared library loads first (absolute URLs). */
const assetListSchema = z.object({ js: z.array(nonEmpty()), css: z.array(nonEmpty()) });

/**
 * What a named build's first screens load, read from its mf-manifest.json when the config is
 * written (`pnpm runtime-config`, shared/build/named-build.mjs): its entry script, each exposed
 * screen's assets and each shared library's. The shell preloads them from here, so the first
 * screen waits for no manifest; a build without them loads through its manifest.
 */
const firstScreenFields = {
  entry: z.optional(nonEmpty()),
  assets: z.optional(
    z.object({ screens: z.record(z.string(), assetListSchema), shared: z.record(z.string(), assetListSchema) }),
  ),
};

/** One build of a remote: a label of the deployer's (the remote shows it as `data-remote-build`) and its manifest. */
export const remoteBuildSchema = z.object({ id: nonEmpty(), manifest: nonEmpty(), ...firstScreenFields });

/**
 * Where a remote is: its manifest URL (one build), or named builds: the `current` one every
 * visitor gets, and optionally a `candidate` a `share` (whole percent, 0-100) of visitors get
 * instead (the canary). Which visitors is sticky: shared/src/web/remote-builds.ts.
 */
export const remoteLocationSchema = z.union([
  nonEmpty(),
  z.object({
    current: remoteBuildSchema,
    candidate: z.optional(
      z.object({
        id: nonEmpty(),
        manifest: nonEmpty(),
        ...firstScreenFields,
        share: z.int().check(z.nonnegative(), z.maximum(100)),
      }),
    ),
  }),
]);

/**
 * The shell's `/runtime-config.json`, one file per environment. Everything that differs between
 * deployments lives here, never in a build.
 */
/** Each remote of shared/apps.json, by its key (`remoteNames` types the keys). */
const remotesSchema = z.object(
  Object.fromEntries(appList.remotes.map((remote) => [remote.remoteKey, remoteLocationSchema])) as Record<
    RemoteName,
    typeof remoteLocationSchema
  >,
);

export const runtimeConfigSchema = z.object({
  env: environmentSchema,
  debug: z._default(z.boolean(), false),
  productName: nonEmpty(),
  contactEmail: nonEmpty(3),
  ein: nonEmpty(),
  apiBaseUrl: nonEmpty(),
  /** Where each remote's mf-manifest.json lives: one URL, or named builds (a canary). */
  remotes: remotesSchema,
  paypal: z.object({
    clientId: nonEmpty(),
    /** Set to load a stand-in SDK (local PayPal fake); absent means PayPal's own. */
    sdkBaseUrl: z.optional(z.string()),
    currency: z._default(z.literal('USD'), 'USD'),
  }),
});

// The schema of the shell's `/runtime-config.json`: only the shell's loader imports this module
// (it validates the file before its first paint). Everything else, remotes and the event bus
// included, imports ./runtime-config, which has the types, helpers and defaults and no zod.
// zod/mini: the same schema language with functions instead of methods, so a bundle keeps only what
// it uses; classic zod would put ~80 KB of JavaScript on the shell's start-up path.
import * as z from 'zod/mini';

export const environmentSchema = z.enum(['local', 'dev', 'demo', 'production']);

const nonEmpty = (min = 1) => z.string().check(z.minLength(min));

/**
 * The shell's `/runtime-config.json`, one file per environment. Everything that differs between
 * deployments lives here, never in a build.
 */
export const runtimeConfigSchema = z.object({
  env: environmentSchema,
  debug: z._default(z.boolean(), false),
  productName: nonEmpty(),
  contactEmail: nonEmpty(3),
  ein: nonEmpty(),
  apiBaseUrl: nonEmpty(),
  /** Where each remote's mf-manifest.json lives. */
  remotes: z.object({ gift: nonEmpty(), redeem: nonEmpty(), content: nonEmpty(), staff: nonEmpty() }),
  paypal: z.object({
    clientId: nonEmpty(),
    /** Set to load a stand-in SDK (local PayPal fake); absent means PayPal's own. */
    sdkBaseUrl: z.optional(z.string()),
    currency: z._default(z.literal('USD'), 'USD'),
  }),
});

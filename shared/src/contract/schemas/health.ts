/** GET /health and GET /altcha/challenge answers (extra endpoints of the API). */
import * as z from 'zod/mini';

export const healthSchema = z.object({
  status: z.literal('ok'),
  env: z.string(),
  paypalMode: z.enum(['fake', 'sandbox', 'live']),
  database: z.enum(['pglite', 'postgres']),
});

/** The ALTCHA challenge (what `<altcha-widget challenge="…/api/altcha/challenge">` fetches). */
export const altchaChallengeSchema = z.looseObject({});

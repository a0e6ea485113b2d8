import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'api');
const require = createRequire(path.join(apiDir, 'package.json'));
const real = require('@fastify/rate-limit');

/** The real plugin (its hooks and store still run on every request), with the limit out of reach. */
function benchRateLimit(fastify, settings) {
  return real(fastify, { ...settings, max: Number.MAX_SAFE_INTEGER });
}
for (const key of Object.getOwnPropertySymbols(real)) benchRateLimit[key] = real[key];

export default benchRateLimit;

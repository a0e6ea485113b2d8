// Preloaded into the API process the throughput benchmark starts (`tsx --import`): the product's own
// api/src/server.ts, with two bench-only changes made through module resolution, not in api/:
// - `fastify`: every instance gets a bare route, GET /api/bench/bare (constant JSON), added just
//   before it listens, so it sits behind exactly the same plugins and hooks as the real routes;
// - `@fastify/rate-limit`: the same plugin with its limit raised, because autocannon's 50
//   connections all come from one address and would otherwise measure 429 answers.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

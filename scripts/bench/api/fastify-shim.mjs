import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'api');
const require = createRequire(path.join(apiDir, 'package.json'));
const real = require('fastify');

/** The bare route's constant body. */
export const bareBody = { ok: true, name: 'bare', items: [1, 2, 3] };

function benchFastify(options) {
  const app = real(options);
  const listen = app.listen.bind(app);
  app.listen = (...args) => {
    app.get('/api/bench/bare', { schema: { hide: true } }, async () => bareBody);
    return listen(...args);
  };
  return app;
}

export default benchFastify;
export const fastify = benchFastify;

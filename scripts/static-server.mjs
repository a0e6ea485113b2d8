// Serves one app's deployable folder the way production should: compressed, CORS for the
// federation manifest, manifests and config revalidated on every load, hashed assets immutable.
// Files the build pre-compressed (`<file>.br` at brotli quality 11, `<file>.gz`) are sent as they
// are; everything else is compressed on the fly.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const hashedAsset = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|webp|woff2?|map)$|\/assets\//;

/**
 * Cache-Control for a served file: hashed assets forever, everything else revalidated. A file's
 * pre-compressed copy (`.br`, `.gz`, made by the build) is cached like the file itself.
 */
export function cacheControlFor(filePath) {
  return hashedAsset.test(filePath.replace(/\.(?:br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Content-Security-Policy for the shell page, allowing only the configured origins and PayPal. */
export function contentSecurityPolicy(config) {
  const origins = new Set();
  for (const url of [config.apiBaseUrl, config.paypal?.sdkBaseUrl, ...Object.values(config.remotes ?? {})]) {
    if (url) origins.add(new URL(url).origin);
  }
  const allowed = [...origins].join(' ');
  const paypal = 'https://*.paypal.com https://*.paypalobjects.com';
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed} ${paypal}`,
    `style-src 'self' 'unsafe-inline' ${allowed}`,
    `img-src 'self' data: ${allowed} ${paypal}`,
    `connect-src 'self' ${allowed} ${paypal}`,
    `frame-src ${allowed} ${paypal}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * @param {{ dir: string, spa?: boolean, logger?: boolean }} options
 * `spa`: unknown paths answer index.html (the shell owns client-side routing).
 */
export async function createStaticServer({ dir, spa = false, logger = false }) {
  const app = Fastify({ logger });
  const readConfig = () => {
    const file = path.join(dir, 'runtime-config.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.includes('text/html')) {
      const config = readConfig();
      if (config) reply.header('Content-Security-Policy', contentSecurityPolicy(config));
      reply.header('X-Frame-Options', 'DENY');
    }
    if (request.url.split('?')[0] === '/sw.js') reply.header('Service-Worker-Allowed', '/');
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 512 });
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    // `<file>.br` / `<file>.gz` next to a file are sent instead of it to clients that accept them.
    preCompressed: true,
    // Files are read from disk on each request: a new deploy is served on the next load.
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      // @fastify/static 10 hands over the reply; older versions the raw response.
      if (typeof res.header === 'function') res.header('Cache-Control', cacheControlFor(filePath));
      else res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const file = path.normalize(path.join(dir, url));
    if (file.startsWith(dir) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(dir, file));
    }
    if (spa && !path.extname(url)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

// CLI: node scripts/static-server.mjs <dir> <port> [--spa]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/static-server.mjs <dir> <port> [--spa]');
    process.exit(2);
  }
  const app = await createStaticServer({ dir: path.resolve(dir), spa: process.argv.includes('--spa') });
  await app.listen({ port: Number(port), host: process.env.HOST ?? 'localhost' });
  console.log(`serving ${dir} on http://localhost:${port}`);
}

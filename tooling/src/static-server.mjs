// Serves one app's deployable folder the way production should: compressed, CORS for the
// federation manifest, manifests and config revalidated on every load, hashed assets immutable.
// Files the build pre-compressed (`<file>.br` at brotli quality 11, `<file>.gz`) are sent as they
// are; everything else is compressed on the fly.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * The paths the shell's router knows (spec section 2: home and the remote routes of
 * shared/src/web/remote-routes.json, which shared/src/web/remote-modules.ts reads too), exact
 * and case-sensitive; a trailing slash matches, as in the router.
 */
/** @type {{ path: string, secret?: boolean }[]} */
const remoteRouteTable = JSON.parse(
  readFileSync(new URL(import.meta.resolve('@littlegivers/shared/web/remote-routes.json')), 'utf8'),
);
export const shellPaths = new Set(['/', ...remoteRouteTable.map((route) => route.path)]);

/** Pages opened by a secret link (token in the fragment): no Referer leaves them, no index keeps them. */
export const secretPaths = new Set(remoteRouteTable.filter((route) => route.secret).map((route) => route.path));

/**
 * Whether a set of route paths holds `urlPath`: exactly, or under a route ending in `/*` (the
 * staff console's `/staff/*` is /staff and every path below it).
 */
function matches(/** @type {Set<string>} */ paths, /** @type {string} */ urlPath) {
  const path = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
  if (paths.has(path)) return true;
  for (const route of paths) {
    if (route.endsWith('/*') && (path === route.slice(0, -2) || path.startsWith(route.slice(0, -1)))) return true;
  }
  return false;
}

/** Whether `urlPath` is a page opened by a secret link. */
export function isSecretPath(/** @type {string} */ urlPath) {
  return matches(secretPaths, urlPath);
}

/** Whether the shell's router renders a screen at `urlPath` (else its not-found page). */
export function isShellPath(/** @type {string} */ urlPath) {
  return matches(shellPaths, urlPath);
}

const hashedAsset = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|webp|woff2?|map)$|\/assets\//;

/**
 * Cache-Control for a served file: hashed assets forever, everything else revalidated. A file's
 * pre-compressed copy (`.br`, `.gz`, made by the build) is cached like the file itself.
 */
export function cacheControlFor(/** @type {string} */ filePath) {
  return hashedAsset.test(filePath.replace(/\.(?:br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
/**
 * @typedef {string | { current: { manifest: string }, candidate?: { manifest: string } }} RemoteLocation
 * A remote's runtime-config entry: one manifest URL, or named builds (the shape is
 * remoteLocationSchema in shared/src/web/runtime-config-schema.ts).
 */

/**
 * The manifest URLs a remote's runtime-config entry names.
 * @param {RemoteLocation} location
 * @returns {string[]}
 */
function manifestUrls(location) {
  if (typeof location === 'string') return [location];
  return [location?.current?.manifest, location?.candidate?.manifest].filter((url) => typeof url === 'string');
}

/**
 * Content-Security-Policy for the shell page, allowing only the configured origins and PayPal.
 * @param {{ apiBaseUrl?: string, paypal?: { sdkBaseUrl?: string }, remotes?: Record<string, RemoteLocation> }} config
 */
export function contentSecurityPolicy(config) {
  const origins = new Set();
  for (const url of [
    config.apiBaseUrl,
    config.paypal?.sdkBaseUrl,
    ...Object.values(config.remotes ?? {}).flatMap(manifestUrls),
  ]) {
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
 * The file under `dir` that a request path names, or null when the path leaves `dir` (`..`, an
 * encoded separator, or a sibling folder whose name starts like it, such as `dist-old` next to
 * `dist`).
 */
export function fileInside(/** @type {string} */ dir, /** @type {string} */ urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(dir);
  const file = path.resolve(root, `.${path.posix.sep}${decoded}`);
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

/**
 * Whether a request path names a source map, decided on the path as the router and the file system
 * read it: every decoding of its %XX escapes (`x.js.m%61p`, `x.js%2emap`, and double encodings),
 * with dot segments, repeated and trailing slashes resolved (`x.js.map/`, `x.js.map/.`), letters
 * in any case. The build keeps maps out of the deployed folder (shared/build/source-maps.mjs); this
 * refuses them should one be copied in.
 * @param {string} urlPath
 */
export function namesSourceMap(urlPath) {
  /** @type {string[]} */
  const spellings = [urlPath];
  for (let round = 0; round < 4; round++) {
    let decoded;
    try {
      decoded = decodeURIComponent(/** @type {string} */ (spellings.at(-1)));
    } catch {
      break;
    }
    if (decoded === spellings.at(-1)) break;
    spellings.push(decoded);
  }
  return spellings.some((spelling) => {
    const normalised = path.posix.normalize(`/${spelling.replace(/\\/g, '/')}`).replace(/\/+$/, '');
    return /\.map(?:\.(?:br|gz))?$/i.test(normalised);
  });
}

/**
 * @param {{ dir: string, spa?: boolean, logger?: boolean, configFile?: string }} options
 * `spa`: paths without a file answer index.html (the shell owns client-side routing): with 200 for
 * the shell's routes, with 404 for any other path (the chrome and the not-found page still show).
 * `configFile`: the runtime config whose origins the HTML's CSP allows (default: the folder's own
 * `runtime-config.json`; a remote's standalone page is given the shell's).
 */
export async function createStaticServer({
  dir,
  spa = false,
  logger = false,
  configFile = path.join(dir, 'runtime-config.json'),
}) {
  const app = Fastify({ logger });
  const readConfig = () => (existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {});
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const secret = isSecretPath(request.url.split('?')[0] ?? '/');
    reply.header('Referrer-Policy', secret ? 'no-referrer' : 'strict-origin-when-cross-origin');
    if (secret) reply.header('X-Robots-Tag', 'noindex');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.includes('text/html')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(readConfig()));
      reply.header('X-Frame-Options', 'DENY');
    }
    if (request.url.split('?')[0] === '/sw.js') reply.header('Service-Worker-Allowed', '/');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (namesSourceMap(request.url.split('?')[0] ?? '')) return reply.code(404).type('text/plain').send('Not found');
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
    setHeaders(/** @type {import('fastify').FastifyReply} */ res, /** @type {string} */ filePath) {
      res.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.get('/*', (request, reply) => {
    // reply.sendFile is @fastify/static's decoration.
    const { sendFile } = /** @type {{ sendFile: (file: string) => unknown }} */ (/** @type {unknown} */ (reply));
    const url = request.url.split('?')[0] ?? '/';
    const file = fileInside(dir, url);
    if (file && existsSync(file) && statSync(file).isFile()) {
      return sendFile.call(reply, path.relative(path.resolve(dir), file));
    }
    if (spa && !path.extname(url)) {
      reply.header('Cache-Control', 'no-cache');
      if (!isShellPath(url)) reply.code(404);
      return sendFile.call(reply, 'index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

// CLI: node tooling/src/static-server.mjs <dir> <port> [--spa] [--config runtime-config.json]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node tooling/src/static-server.mjs <dir> <port> [--spa]');
    process.exit(2);
  }
  const configAt = process.argv.indexOf('--config');
  const app = await createStaticServer({
    dir: path.resolve(dir),
    spa: process.argv.includes('--spa'),
    ...(configAt > 0 ? { configFile: path.resolve(process.argv[configAt + 1] ?? '') } : {}),
  });
  await app.listen({ port: Number(port), host: process.env.HOST ?? 'localhost' });
  console.log(`serving ${dir} on http://localhost:${port}`);
}

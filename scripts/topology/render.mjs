// Fills in deploy/'s templates (the names between @@ marks) for one topology: ports, folders, API processes,
// and the shell's routes from shared/src/web/remote-routes.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const deployDir = path.join(root, 'deploy');

/** Debian's brotli modules, loaded when installed (libnginx-mod-http-brotli-filter, -static). */
const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
export const hasBrotli = () => brotliModules.every((file) => existsSync(file));

/** Regex alternatives of the shell's routes (`/staff/*`: /staff and everything below it). */
export function routePatterns({ secretOnly = false } = {}) {
  /** @type {{ path: string, secret?: boolean }[]} */
  const routes = JSON.parse(readFileSync(path.join(root, 'shared', 'src', 'web', 'remote-routes.json'), 'utf8'));
  return routes
    .filter((route) => !secretOnly || route.secret)
    .map((route) => {
      const escaped = route.path.replace(/\/\*$/, '').replace(/[.+?^${}()|[\]\\-]/g, '\\$&');
      return route.path.endsWith('/*') ? `${escaped}(?:/.*)?` : escaped;
    })
    .join('|');
}

/**
 * @param {string} text a template
 * @param {Record<string, string>} values
 */
export function fill(text, values) {
  return text.replace(/@@([A-Z_0-9]+)@@/g, (whole, name) => {
    if (!(name in values)) throw new Error(`no value for ${whole}`);
    return values[name];
  });
}

/**
 * Writes the topology's nginx configuration and runtime config into its state folder.
 * @param {import('./topology.mjs').Layout} layout
 */
export function renderNginx(layout) {
  const nginxDir = path.join(layout.stateDir, 'nginx');
  for (const dir of ['tmp', 'conf']) mkdirSync(path.join(nginxDir, dir), { recursive: true });
  const brotli = hasBrotli();
  const values = {
    STATE: nginxDir,
    DEPLOY: path.join(nginxDir, 'conf'),
    HTTP_PORT: String(layout.ports.http),
    HTTPS_PORT: String(layout.ports.https),
    MODULES: brotli
      ? brotliModules.map((file) => `load_module ${file};`).join('\n')
      : '# (no brotli module installed: gzip only)',
    BROTLI: brotli ? `  include ${path.join(nginxDir, 'conf', 'nginx', 'brotli.conf')};` : '',
    TRUSTED_EDGES:
      layout.trustedEdges.map((address) => `  set_real_ip_from ${address};`).join('\n') || '  # no CDN edge trusted',
    API_SERVERS: layout.ports.api.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=3s;`).join('\n'),
    SHELL_ROUTES: routePatterns(),
    SECRET_ROUTES: routePatterns({ secretOnly: true }),
    SHELL_DIST: layout.dist.shell,
    GIFT_DIST: layout.dist['gift-mfe'],
    REDEEM_DIST: layout.dist['redeem-mfe'],
    CONTENT_DIST: layout.dist['content-mfe'],
    STAFF_DIST: layout.dist['staff-mfe'],
  };
  // The included files are rendered too (they name folders and maps), beside nginx.conf.
  mkdirSync(path.join(nginxDir, 'conf', 'nginx'), { recursive: true });
  for (const name of ['site.conf', 'api-proxy.conf', 'security-headers.conf', 'compression.conf', 'brotli.conf']) {
    const text = readFileSync(path.join(deployDir, 'nginx', name), 'utf8');
    writeFileSync(path.join(nginxDir, 'conf', 'nginx', name), fill(text, values));
  }
  const confFile = path.join(nginxDir, 'nginx.conf');
  writeFileSync(confFile, fill(readFileSync(path.join(deployDir, 'nginx', 'nginx.conf'), 'utf8'), values));
  const config = fill(readFileSync(path.join(deployDir, 'runtime-config.json'), 'utf8'), {
    ORIGIN: layout.origin,
    APP_ENV: layout.apiEnv.APP_ENV ?? 'demo',
  });
  JSON.parse(config); // a template that no longer parses fails here, not in the browser
  writeFileSync(path.join(nginxDir, 'runtime-config.json'), config);
  return { confFile, nginxDir, brotli };
}

/** deploy/api.env as an object (KEY=value lines; # comments). */
export function readEnvFile(file) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]] = match[2].trim();
  }
  return env;
}

// `pnpm new-remote <name> [--port <n>] [--path </route>] [--label <words>]`: a remote in the house
// layout, <name>-mfe/ (rspack config, one screen, its component test against the Pact mock server,
// its API contract, its README), and its one entry in shared/apps.json. The lists the compiler
// types from (shared/src/web: the remote's key in `remoteNames`, its module in `remoteModules`, its
// route in remote-routes.json) and the shell's local runtime config get it too; every other list
// (the workspace, lint, knip, layers, start, release, can-i-deploy, pact verification, CORS, e2e)
// reads shared/apps.json or the `*-mfe` glob. Then: `pnpm install`, `pnpm --filter <name>-mfe test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { remoteFiles } from './template.mjs';

/** What `new-remote` writes, for a remote named `name` (lower case words joined by '-'), in `root`. */
export function newRemote(root, name, options = {}) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.endsWith('-mfe'))
    throw new Error(`"${name}": a remote's name is lower case words joined by "-", without "-mfe"`);
  const appsFile = path.join(root, 'shared/apps.json');
  const apps = JSON.parse(readFileSync(appsFile, 'utf8'));
  const app = `${name}-mfe`;
  const key = name.replaceAll('-', '');
  if (
    apps.remotes.some((remote) => remote.name === app || remote.remoteKey === key) ||
    existsSync(path.join(root, app))
  )
    throw new Error(`${app} exists already`);
  const ports = [apps.host, apps.api, ...apps.remotes].map((entry) => entry.port);
  const port = options.port ?? Math.max(...apps.remotes.map((remote) => remote.port)) + 1;
  if (ports.includes(port)) throw new Error(`port ${port} is taken`);
  const entry = {
    name: app,
    federationName: app.replaceAll('-', '_'),
    remoteKey: key,
    port,
    label: options.label ?? `the ${name.replaceAll('-', ' ')} pages`,
  };
  const screen = name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());
  const route = {
    path: options.path ?? `/${name}`,
    remote: key,
    module: `./${screen}`,
    title: name.replaceAll('-', ' '),
  };

  for (const [file, text] of Object.entries(remoteFiles({ ...entry, screen, route }))) {
    mkdirSync(path.dirname(path.join(root, app, file)), { recursive: true });
    writeFileSync(path.join(root, app, file), text);
  }
  apps.remotes.push(entry);
  writeFileSync(appsFile, `${JSON.stringify(apps, null, 2)}\n`);

  const routesFile = path.join(root, 'shared/src/web/remote-routes.json');
  const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
  writeFileSync(
    routesFile,
    `${JSON.stringify([...routes, route], null, 2).replace(/\[\n\s+("[^"\n]*")\n\s+\]/g, '[$1]')}\n`,
  );

  edit(path.join(root, 'shared/src/web/runtime-config.ts'), /(export const remoteNames = \[[^\]]*)\]/, `$1, '${key}']`);
  edit(
    path.join(root, 'shared/src/web/remote-modules.ts'),
    /(export const remoteModules = \{\n(?:.*\n)*?)(\} as const)/,
    `$1  ${key}: ['./${screen}'],\n$2`,
  );
  const configFile = path.join(root, 'shell/public/runtime-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.remotes[key] = `http://localhost:${port}/mf-manifest.json`;
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  // The house format (Biome's), whatever the name's length does to the lines.
  const format = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['format', '--write', app, 'shared/apps.json', 'shared/src/web', 'shell/public/runtime-config.json'],
    { cwd: root, encoding: 'utf8' },
  );
  if (format.status !== 0) throw new Error(`biome format: ${format.stdout}${format.stderr}`);
  return { app, entry, route };
}

function edit(file, pattern, replacement) {
  const text = readFileSync(file, 'utf8');
  if (!pattern.test(text)) throw new Error(`${path.relative(process.cwd(), file)}: ${pattern} not found`);
  writeFileSync(file, text.replace(pattern, replacement));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, path: { type: 'string' }, label: { type: 'string' } },
  });
  const [name] = positionals;
  if (!name) {
    console.error('usage: pnpm new-remote <name> [--port <n>] [--path </route>] [--label <words>]');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  try {
    const { app, entry, route } = newRemote(root, name, {
      ...(values.port ? { port: Number(values.port) } : {}),
      ...(values.path ? { path: values.path } : {}),
      ...(values.label ? { label: values.label } : {}),
    });
    console.log(
      `${app}: port ${entry.port}, route ${route.path} (${route.module}), in shared/apps.json.\nNext: pnpm install && pnpm --filter ${app} test && pnpm --filter ${app} build`,
    );
  } catch (error) {
    console.error(`new-remote: ${error.message}`);
    process.exit(1);
  }
}

// `pnpm topology up|down|status`: the production topology on this machine (scripts/topology/topology.mjs,
// docs/deploying.md). Options: --ports BASE (TOPOLOGY_PORT_BASE, default 8400), --dir FOLDER
// (TOPOLOGY_DIR, default .topology/), --api N (API processes, default 2), --build (pnpm build first),
// --clean (down: remove the state folder too).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pnpmCommand } from '@littlegivers/tooling/pnpm-command';
import { root } from './render.mjs';
import { answers, down, layoutOf, recordedLayout, up } from './topology.mjs';

const [command = 'status', ...args] = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const options = {
  ...(option('--ports') ? { portBase: Number(option('--ports')) } : {}),
  ...(option('--dir') ? { stateDir: path.resolve(option('--dir')) } : {}),
  ...(option('--api') ? { apiProcesses: Number(option('--api')) } : {}),
};
const layout = layoutOf(options);

if (command === 'up') {
  if (args.includes('--build')) execFileSync(...pnpmCommand(['build']), { cwd: root, stdio: 'inherit' });
  try {
    await up(layout);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    await down(layout, { log: () => {} });
    process.exit(1);
  }
  console.log(`up: open ${layout.origin}/ ; stop with \`pnpm topology down\``);
} else if (command === 'down') {
  await down(recordedLayout(layout.stateDir) ?? layout, { removeState: args.includes('--clean') });
} else if (command === 'status') {
  const recorded = recordedLayout(layout.stateDir) ?? layout;
  const rows = [
    ['nginx', recorded.ports.http],
    ['PostgreSQL', recorded.ports.postgres],
    ['Redis', recorded.ports.redis],
    ...recorded.ports.api.map((port, i) => [`API ${i + 1}`, port]),
  ];
  for (const [name, port] of rows)
    console.log(`${name.padEnd(11)} 127.0.0.1:${port}  ${(await answers(port)) ? 'up' : 'down'}`);
} else {
  console.error('usage: pnpm topology up|down|status [--ports BASE] [--dir FOLDER] [--api N] [--build] [--clean]');
  process.exit(64);
}

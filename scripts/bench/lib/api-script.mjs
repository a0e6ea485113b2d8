// Runs one of scripts/bench/api/*.mjs in a process of its own with the API's tsx (which loads the
// API's TypeScript; no port is opened) and returns the JSON figures it prints on its last line.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { root } from './paths.mjs';

/**
 * @param {string} name the script's file name in scripts/bench/api/
 * @param {{ args?: string[], env?: Record<string, string>, label?: string }} [options]
 */
export function runApiScript(name, { args = [], env = {}, label = name } = {}) {
  const tsx = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
  const script = path.join(root, 'scripts', 'bench', 'api', name);
  return new Promise((resolve, reject) => {
    execFile(
      tsx,
      [script, ...args],
      { cwd: path.join(root, 'api'), maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${label} bench failed: ${error.message}\n${stderr}`));
        const line = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(line));
        } catch {
          reject(new Error(`${label} bench printed no figures: ${stdout.slice(-500)}`));
        }
      },
    );
  });
}

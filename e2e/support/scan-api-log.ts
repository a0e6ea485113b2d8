/**
 * The suite's global teardown: reads the whole API log of the run (support/api-log.ts) and fails
 * the run if it holds any redemption code, secret-link token or e-mail address. Against a deployed
 * environment (E2E_BASE_URL) there is no local log: nothing to read.
 */
import { readFileSync } from 'node:fs';
import { API_LOG_FILE, findSecrets, masked } from './api-log';
import { targetsLocal } from './env';

/** Throws the report when the log at `file` holds a secret, or holds nothing at all. */
export function scanApiLog(file = API_LOG_FILE): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`no API log at ${file}: the stack writes it when this run starts it (support/stack.mjs)`);
  }
  const lines = text.split('\n').filter(Boolean);
  if (lines.length === 0) throw new Error(`${file} is empty: nothing was logged, so nothing was checked`);
  const secrets = findSecrets(text);
  if (secrets.length > 0) {
    const shown = secrets.slice(0, 20).map((secret) => `  line ${secret.line}: ${secret.kind} ${masked(secret.match)}`);
    throw new Error(`the API's log of this run holds ${secrets.length} secrets:\n${shown.join('\n')}`);
  }
  const requests = lines.filter((line) => line.includes('"req":')).length;
  return `API log: ${lines.length} lines (${requests} requests), no code, token or e-mail address`;
}

export default function globalTeardown() {
  if (!targetsLocal) return;
  console.log(scanApiLog());
}

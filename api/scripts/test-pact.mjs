// `pnpm --filter api test:pact [-- --consumer <app>]`: the API verified against the browser apps'
// pacts (test/pact/provider.pact.ts). `--consumer gift-mfe` (or PACT_CONSUMER=gift-mfe) verifies
// one app's current and released pacts; other arguments go to vitest.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const env = { ...process.env };
const at = args.indexOf('--consumer');
if (at >= 0) {
  const consumer = args[at + 1];
  if (!consumer || consumer.startsWith('-')) {
    console.error('--consumer needs an app: shell, gift-mfe, redeem-mfe, content-mfe or staff-mfe');
    process.exit(2);
  }
  env.PACT_CONSUMER = consumer;
  args.splice(at, 2);
}
const result = spawnSync('vitest', ['run', '--config', 'vitest.pact.config.ts', ...args], { stdio: 'inherit', env });
process.exit(result.status ?? 1);

// `node scripts/bench/ecard-morning.mjs [postgres|pglite]`: the morning of e-cards of `pnpm bench`
// alone (both databases unless one is named; PostgreSQL at BENCH_DATABASE_URL, default the test
// server at 127.0.0.1:5432). Exit 1 when the e-cards are not all received once, none early, within
// the target after their time.
import { benchEcardMornings } from './lib/ecard-bench.mjs';
import { ports } from './lib/stack.mjs';
import { ecardMorningOk } from './lib/targets.mjs';

const named = process.argv[2];
const results = await benchEcardMornings(ports(), { databases: named ? [named] : undefined });
let failed = 0;
for (const result of results) {
  console.log(JSON.stringify(result));
  if (!ecardMorningOk(result)) failed += 1;
}
console.log(`ecard-morning: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

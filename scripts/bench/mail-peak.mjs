// `node scripts/bench/mail-peak.mjs`: the holiday-peak figure of `pnpm bench` alone (run it under
// the bench lock). Exit 1 when the 1,000 receipts are not all received once within the target.
import { benchMailPeak } from './lib/mail-bench.mjs';
import { ports } from './lib/stack.mjs';
import { targets } from './lib/targets.mjs';

const result = await benchMailPeak(ports());
const ok =
  result.received === result.orders && result.unique === result.orders && result.seconds < targets.mailPeakMaxSec;
console.log(JSON.stringify(result));
console.log(`mail-peak: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
process.exit(ok ? 0 : 1);

// A holiday peak on the topology: `visitors` visitors at once for `seconds`, each in a loop of
// complete purchases (mail, print at home and e-card in turn), redemptions of codes bought earlier
// and cold page loads (the HTML, its hashed files and the runtime config), with a short pause
// between actions. Used by the fault tests (e2e/tests/topology) and `pnpm bench --topology`.
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogue, pageFiles, purchase, Recorder, redeem, visitorClient } from './load.mjs';

const pages = ['/', '/gift-now', '/kidspage', '/faq', '/donate'];
const deliveries = ['mail', 'print', 'email'];

/**
 * @param {{ origin: string, seconds: number, visitors: number, codes?: string[], pauseMs?: number,
 *   visitorOffset?: number, log?: (line: string) => void }} options
 * `codes`: redemption codes to use (each once, by one visitor); `pauseMs`: the pause between a
 * visitor's actions (the load's knob).
 */
export async function runPeak({
  origin,
  seconds,
  visitors,
  codes = [],
  pauseMs = 100,
  visitorOffset = 0,
  log = () => {},
}) {
  const recorder = new Recorder();
  const setup = visitorClient(origin, visitorOffset, null);
  const cat = await catalogue(setup);
  setup.close();
  const deadline = Date.now() + seconds * 1000;
  const result = {
    purchases: { ok: 0, failed: 0, failures: [], paid: [] },
    redemptions: { ok: 0, failed: 0, failures: [], used: [] },
    pages: 0,
  };
  const pending = [...codes];
  let nextVisitor = visitorOffset;
  let ticks = 0;
  const ticker = setInterval(() => {
    ticks += 1;
    if (ticks % 10 === 0)
      log(
        `  ${ticks} s: ${result.purchases.ok} purchases, ${result.redemptions.ok} redemptions, ${result.pages} pages`,
      );
  }, 1000);
  await Promise.all(
    Array.from({ length: visitors }, async (_, v) => {
      let step = v;
      while (Date.now() < deadline) {
        step += 1;
        const kind = step % 4;
        // Each action a visitor of its own (an address of its own), as in a real peak: the
        // per-client limits count one person, not the whole load.
        nextVisitor += 1;
        const n = nextVisitor;
        const client = visitorClient(origin, n, recorder);
        if (kind === 0 || kind === 2) {
          const delivery = deliveries[Math.floor(step / 4 + v) % deliveries.length];
          const bought = await purchase(client, n * 100_000 + step, delivery, cat);
          if (bought.ok) {
            result.purchases.ok += 1;
            result.purchases.paid.push(bought.orderIdentifier);
          } else {
            result.purchases.failed += 1;
            result.purchases.failures.push(bought);
          }
        } else if (kind === 1 && pending.length) {
          const code = /** @type {string} */ (pending.pop());
          const given = await redeem(client, code, 20, cat);
          if (given.ok) {
            result.redemptions.ok += 1;
            result.redemptions.used.push(code);
          } else {
            result.redemptions.failed += 1;
            result.redemptions.failures.push(given);
          }
        } else {
          await pageFiles(client, pages[step % pages.length]);
          result.pages += 1;
        }
        client.close();
        await sleep(pauseMs);
      }
    }),
  );
  clearInterval(ticker);
  return { ...result, figures: recorder.summary(), recorder };
}

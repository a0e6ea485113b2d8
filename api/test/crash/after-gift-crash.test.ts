/**
 * The after-gift run through a crash: its lease (`job_leases`, name `after-gift`) lasts LEASE_MS
 * and a live run renews it every 10 seconds, so a run whose process died (it renews nothing any
 * more) blocks the next one for at most LEASE_MS: a run a minute later goes ahead. A live run that
 * takes longer than LEASE_MS keeps its lease; a finished run hands it back at once.
 */
import { jobLeases } from '../../src/db/schema';
import type { Repositories } from '../../src/repositories';
import { createAfterGiftService, LEASE_MS } from '../../src/services/after-gift';
import { buildTestApp, type TestApp } from '../helpers';

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(async () => {
  // Under test:pg the tests of a file share one database: each test starts with no lease held.
  await t.app.db.delete(jobLeases);
});
afterAll(async () => {
  await t.close();
});

const settings = () => ({ ...t.app.config.afterGift, siteUrl: t.app.config.siteUrl });

/** Repositories whose first reminder statement waits until `release` is called (a run at work, or a dead one). */
function stalled(renew = true) {
  let release: () => void = () => {};
  let started: () => void = () => {};
  let calls = 0;
  const startedRun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const { reconcile, afterGift } = t.app.repositories;
  const repositories = {
    ...t.app.repositories,
    reconcile: renew ? reconcile : { ...reconcile, renewLease: () => new Promise<boolean>(() => {}) },
    afterGift: {
      ...afterGift,
      // The first statement waits; the later ones run.
      queueReminders: (...args: Parameters<typeof afterGift.queueReminders>) => {
        if (calls++ > 0) return afterGift.queueReminders(...args);
        started();
        return new Promise<number>((resolve) => {
          release = () => resolve(0);
        });
      },
    },
  } as Repositories;
  return { repositories, started: startedRun, release: () => release() };
}

describe('the after-gift run’s lease', () => {
  it('is short: a run that died holding it does not block the next run, a minute later', async () => {
    expect(LEASE_MS).toBeLessThanOrEqual(MINUTE);
    const now = Date.now();
    // The run that dies: its statement never answers, and its process no longer renews anything.
    const dying = stalled(false);
    void createAfterGiftService({ repositories: dying.repositories, settings: settings() }).run(new Date(now), {
      clock: () => new Date(now),
    });
    await dying.started;

    const next = (at: number) =>
      createAfterGiftService({ repositories: t.app.repositories, settings: settings() }).run(new Date(at), {
        clock: () => new Date(at),
      });
    expect((await next(now + 5_000)).ran).toBe(false);
    expect((await next(now + LEASE_MS - 1)).ran).toBe(false);
    const after = await next(now + MINUTE);
    expect(after.ran).toBe(true);
    // The run went to its end and handed the lease back.
    expect(await t.app.db.select().from(jobLeases)).toEqual([]);
  });

  it('is renewed while a run lives: a long run keeps it past LEASE_MS, and hands it back when done', async () => {
    let clock = Date.now();
    const start = clock;
    const working = stalled();
    // Renewed every 20 ms here (every 10 s by default), on a clock the test moves.
    const run = createAfterGiftService({ repositories: working.repositories, settings: settings() }).run(
      new Date(start),
      {
        clock: () => new Date(clock),
        renewEveryMs: 20,
      },
    );
    await Promise.race([
      working.started,
      run.then((result) => expect.fail(`the run ended before its statement: ${JSON.stringify(result)}`)),
    ]);
    // 25 s later by its clock the run has renewed: its lease runs to 25 s + LEASE_MS.
    clock = start + 25_000;
    const leasedUntil = async () => (await t.app.db.select().from(jobLeases))[0]?.leasedUntil.getTime();
    for (let i = 0; i < 250 && (await leasedUntil()) !== start + 25_000 + LEASE_MS; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await leasedUntil()).toBe(start + 25_000 + LEASE_MS);
    const other = (at: number) =>
      createAfterGiftService({ repositories: t.app.repositories, settings: settings() }).run(new Date(at), {
        clock: () => new Date(at),
      });
    expect((await other(start + LEASE_MS + 5_000)).ran).toBe(false);
    working.release();
    expect((await run).ran).toBe(true);
    expect(await t.app.db.select().from(jobLeases)).toEqual([]);
    expect((await other(start + LEASE_MS + 6_000)).ran).toBe(true);
  });

  it('tells the log when a renewal fails, and the run goes on', async () => {
    const warnings: [Record<string, unknown>, string][] = [];
    const working = stalled();
    const repositories = {
      ...working.repositories,
      reconcile: { ...t.app.repositories.reconcile, renewLease: () => Promise.reject(new Error('database gone')) },
    } as Repositories;
    const run = createAfterGiftService({ repositories, settings: settings() }).run(new Date(), {
      renewEveryMs: 20,
      log: { warn: (object, message) => warnings.push([object, message]) },
    });
    await working.started;
    for (let i = 0; i < 250 && warnings.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    working.release();
    expect((await run).ran).toBe(true);
    expect(warnings[0]).toEqual([
      { err: expect.objectContaining({ message: 'database gone' }) },
      'the after-gift run could not renew its lease',
    ]);
  });
});

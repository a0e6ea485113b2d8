// The modules `pnpm mutate` tests: where money, codes and the two flows are at stake. Each runs
// alone (`mutate`: one file) against only the test files that exercise it; `target` is the
// mutation score (killed / (killed + survived), timeouts count as killed) it must reach.
const api = (name, mutate, testFiles, extra = {}) => ({
  name,
  package: 'api',
  mutate,
  testFiles,
  target: 90,
  ...extra,
});

const pg = { vitestConfig: 'vitest.pg.config.ts' };

export const modules = [
  // On PostgreSQL: a fresh database per run costs about a second, where a worker's PGlite costs
  // about 15 s (each mutant's run starts a new worker).
  api(
    'payments',
    'src/services/payments.ts',
    [
      'test/payments.test.ts',
      'test/capture-and-logs.test.ts',
      // The failure log lines, the settling of approvals PayPal reported, and what a paid answer
      // carries for each delivery (the download, the purchaser's link).
      'test/paypal-failure-logs.test.ts',
      'test/payments-recovery.test.ts',
      'test/print-at-home.test.ts',
      'test/purchaser-link.test.ts',
    ],
    { ...pg, target: 95 },
  ),
  // A gift's year: the sender (each message recorded as it goes, each kind's links revealed,
  // messages that no longer apply withdrawn), the daily after-gift run.
  api(
    'mail-sender',
    'src/services/mail-sender.ts',
    [
      'test/crash/mail-sender-crash.test.ts',
      'test/ecard.test.ts',
      'test/mail/mail.test.ts',
      'test/after-gift/mail-truth.test.ts',
      'test/after-gift/reissue-print.test.ts',
      // The sender driven directly: each kind's links and kept copy, its log lines, a message it
      // cannot render, the passes' totals, the poller, the claim's renewal.
      'test/mail/mail-sender-kinds.test.ts',
    ],
    { ...pg, target: 95 },
  ),
  api(
    'after-gift',
    'src/services/after-gift.ts',
    ['test/after-gift/schedule.test.ts', 'test/after-gift/timeline.test.ts', 'test/crash/after-gift-crash.test.ts'],
    {
      ...pg,
      target: 95,
    },
  ),
  {
    name: 'gift-timeline',
    package: 'shared',
    mutate: 'src/contract/gift-timeline.ts',
    testFiles: ['src/contract/gift-timeline.test.ts'],
    target: 95,
  },
  api('payable', 'src/repositories/payable.ts', ['test/payments.test.ts'], pg),
  // What PayPal's capture answer means (completed only when both the order and its capture say
  // COMPLETED; declined; pending; not approved; already captured): the client's capture lines.
  api('paypal-capture', 'src/paypal/client.ts', ['test/payments.test.ts'], {
    ...pg,
    lines: ['src/paypal/client.ts:80-82', 'src/paypal/client.ts:154-173'],
  }),
  api('redemption-codes', 'src/services/redemption-codes.ts', ['test/redemption-codes.test.ts']),
  {
    name: 'redemption-code',
    package: 'shared',
    mutate: 'src/contract/redemption-code.ts',
    testFiles: ['src/contract/redemption-code.test.ts'],
    target: 90,
  },
  // The Redis limiter's scripts run only against a Redis server (REDIS_URL, default local).
  api('guess-limiter', 'src/lib/guess-limiter.ts', ['test/guess-limiter.test.ts', 'test/redis/guess-limiter.test.ts'], {
    vitestConfig: 'vitest.redis.config.ts',
    env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  }),
  // Races need a PostgreSQL server (PGlite serialises queries): run on the test:pg configuration.
  api(
    'redemption',
    'src/services/redemption.ts',
    [
      'test/redemption.test.ts',
      'test/redemption-ids.test.ts',
      'test/rate-limit.test.ts',
      'test/pg/redeem-race.test.ts',
      'test/pg/concurrency.test.ts',
    ],
    {
      vitestConfig: 'vitest.pg.config.ts',
    },
  ),
  ...['order', 'ship-to', 'gift-card-info'].map((schema) => ({
    name: `schema-${schema}`,
    package: 'shared',
    mutate: `src/contract/schemas/${schema}.ts`,
    testFiles: ['src/contract/schemas/forms.test.ts', 'src/contract/schemas/order.test.ts'],
    target: 80,
    // A schema is built when its module is imported: nearly every mutant is static, so each run
    // imports the module again (isolation), in node (the schemas need no DOM; no jsdom setup file).
    isolate: true,
    test: { environment: 'node', setupFiles: [] },
  })),
  {
    name: 'gift-flow-state',
    package: 'gift-mfe',
    mutate: 'src/flow/gift-flow-state.ts',
    testFiles: ['src/flow/gift-flow-state.test.ts'],
    target: 85,
    // Its initial state and storage schema are module constants (static mutants): each run imports
    // the module again (isolation, jsdom for the session storage).
    isolate: true,
  },
  {
    name: 'redeem-flow-state',
    package: 'redeem-mfe',
    mutate: 'src/flow/redeem-flow-state.ts',
    testFiles: ['src/flow/redeem-flow-state.test.ts'],
    target: 85,
    // Its initial state and storage schema are module constants (static mutants): each run imports
    // the module again (isolation, jsdom for the session storage).
    isolate: true,
  },
];

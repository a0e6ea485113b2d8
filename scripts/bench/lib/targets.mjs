// The targets, in one place for the benchmark and the CI budget check.
export const routes = ['/', '/gift-now', '/kidspage', '/faq', '/donate', '/impact'];

/** Which remote shows each route (null: the shell alone). */
export const routeRemote = {
  '/': null,
  '/gift-now': 'gift-mfe',
  '/kidspage': 'redeem-mfe',
  '/faq': 'content-mfe',
  '/donate': 'content-mfe',
  '/impact': 'content-mfe',
};

/** The first screens that must load without a long task (the other routes' counts are shown, not judged). */
export const longTaskRoutes = ['/kidspage', '/gift-now'];

/**
 * What `pnpm budgets` allows on the builds themselves, median of three cold loads under the
 * calibrated mobile conditions: long tasks (over 50 ms) in the first 5 s and TBT. A guard against
 * a regression, set above what the landed pages give on this shared 2-core machine under load
 * (2026-11-28, two runs of three loads at index 300-880: `/kidspage` 3-10 tasks, TBT 43-607 ms;
 * `/gift-now` 5-18 tasks, TBT 61-1079 ms, medians at most 9 tasks and 425 ms);
 * the targets stay `targets.longTasksMax` and `targets.tbtMaxMs`, reported by `pnpm bench`.
 */
export const mainThreadBudget = {
  '/kidspage': { longTasks: 14, tbtMs: 1000 },
  '/gift-now': { longTasks: 12, tbtMs: 800 },
};

export const KB = 1024;

/** Compressed JavaScript on a cold load, per route (bytes). */
export const jsBudgetBytes = {
  '/': 110 * KB,
  '/gift-now': 200 * KB,
  '/kidspage': 200 * KB,
  '/faq': 200 * KB,
  '/donate': 200 * KB,
  '/impact': 200 * KB,
};

/** Fonts transferred on a cold (first) load of any route, compressed (bytes). */
export const fontBudgetBytes = 60 * KB;

export const targets = {
  /** LCP of the composed app over the single app's, same route, same run: at most. */
  composedOverSingleMax: 1.05,
  /** Compressed JavaScript a remote route transfers beyond the single app's (federation overhead), KB: at most. */
  federationOverheadMaxKB: 28,
  fontMaxKB: fontBudgetBytes / KB,
  lcpMaxMs: 2000,
  clsMax: 0.05,
  tbtMaxMs: 150,
  /** Interaction to next paint of each measured action (lib/interactions.mjs), under the mobile conditions: at most. */
  inpMaxMs: 200,
  /** Long tasks (over 50 ms) in the first 5 s of a cold load under the mobile conditions, on the first screens checked: at most. */
  longTasksMax: 0,
  apiRatioMin: 0.8,
  /** Holiday peak: 1,000 paid orders' receipts all received by a local SMTP server, each once. */
  mailPeakMaxSec: 30,
  /** 10,000 e-cards scheduled for one morning: all received by a local SMTP server, each once, within this of their time. */
  ecardMorningMaxSec: 600,
  reactCopies: 1,
  /** One reconciliation run with 10,000 abandoned orders: PayPal calls and duration at most. */
  reconcileMaxCalls: 100,
  reconcileMaxMs: 10_000,
  /** One print-at-home card PDF made on request (GET /api/cardDownload/{token}): p95 at most. */
  cardPdfP95MaxMs: 300,
  /** `ops print` of 1,000 paid cards (cards, packing list, labels streamed to files): at most. */
  print1000MaxMs: 60_000,
  /** GET /api/impact on PostgreSQL with 1,000,000 redeemed gifts and 50,000 payouts: p95 under. */
  impactP95MaxMs: 200,
  /** The daily after-gift run (reminders, notices, backup gifts) over 1,000,000 open gifts: under. */
  afterGiftRunMaxMs: 300_000,
  /** The kidspage's human check solved at most this long after its widget shows (mobile conditions). */
  humanCheckAfterShownMaxMs: 3000,
};

/** A morning of e-cards met its target: every one received once, none before its time, the last in time. */
export function ecardMorningOk(result, maxSec = targets.ecardMorningMaxSec) {
  return (
    result.received === result.ecards &&
    result.unique === result.ecards &&
    result.early === 0 &&
    result.lastSeconds !== null &&
    result.lastSeconds <= maxSec
  );
}

/**
 * The app's own decorations, as fastify/demo does with its repositories: the repositories and
 * services of services/index.ts (built without Fastify, the same for `ops`), plus what only the
 * HTTP side needs: the guess limiter, the human check, the content cache (and its LISTEN
 * connection on PostgreSQL) and absolute URLs.
 */
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { Altcha, type AltchaSettings, defaultAltchaSettings } from '../lib/altcha';
import type { CodeVault } from '../lib/code-vault';
import { ContentCache } from '../lib/content-cache';
import { ecardSendLimitFor } from '../lib/ecard-send-limit';
import { type GuessLimiter, MemoryGuessLimiter, RedisGuessLimiter } from '../lib/guess-limiter';
import type { PayPalClient } from '../paypal/client';
import { injectTransport } from '../paypal/transport';
import type { Repositories } from '../repositories';
import { watchContentChanges } from '../repositories/content-watcher';
import { createServices } from '../services';
import type { CardDownloadService } from '../services/card-download';
import type { EcardService } from '../services/ecard';
import type { GroupService } from '../services/groups';
import type { MailSender } from '../services/mail-sender';
import type { OrderingService } from '../services/ordering';
import type { PaymentService } from '../services/payments';
import type { PurchaserLinkService } from '../services/purchaser-link';
import { createRedemptionService, type RedemptionService } from '../services/redemption';
import type { StaffAuth } from '../services/staff-auth';
import type { WebhookService } from '../services/webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: Database['kind'];
    repositories: Repositories;
    vault: CodeVault;
    paypal: PayPalClient;
    guessLimiter: GuessLimiter;
    altcha: Altcha;
    ordering: OrderingService;
    payments: PaymentService;
    /** Group cards (services/groups.ts). */
    groups: GroupService;
    cardDownloads: CardDownloadService;
    /** E-cards: the page, the purchaser's changes, the operators' list (services/ecard.ts). */
    ecards: EcardService;
    /** The purchaser's secret page (services/purchaser-link.ts). */
    purchaserLinks: PurchaserLinkService;
    webhooks: WebhookService;
    /** The mail outbox's sender loop (started by plugins/mail.ts). */
    mail: MailSender;
    redemption: RedemptionService;
    /** Staff accounts, sign-in links, passkeys and sessions (the staff console). */
    staffAuth: StaffAuth;
    contentCache: ContentCache;
    /** Absolute URL of a path served by this API (images must work from the apps' origins). */
    absoluteUrl: (path: string | null) => string | null;
  }
}

export interface ServicesPluginOptions {
  config: Config;
  database: Database;
  redis?: Redis;
  altcha?: Partial<AltchaSettings>;
}

export const servicesPlugin = fp<ServicesPluginOptions>(
  async (app, { config, database, redis, altcha }) => {
    // PAYPAL_MODE=fake: the stand-in is served by this app (/paypal-fake), reached in-process.
    const services = createServices({
      config,
      database,
      fakePayPal: () => injectTransport(app),
      log: app.log,
      ecardSendLimit: ecardSendLimitFor(redis, config.rateLimitPrefix, config.ecardLimits),
    });
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('repositories', services.repositories);
    app.decorate('vault', services.vault);
    app.decorate('paypal', services.paypal);
    app.decorate('ordering', services.ordering);
    app.decorate('payments', services.payments);
    app.decorate('groups', services.groups);
    app.decorate('cardDownloads', services.cardDownloads);
    app.decorate('purchaserLinks', services.purchaserLinks);
    app.decorate('ecards', services.ecards);
    app.decorate('webhooks', services.webhooks);
    app.decorate('mail', services.mail);
    app.decorate('staffAuth', services.staffAuth);
    app.decorate('absoluteUrl', (path: string | null) =>
      path ? new URL(path, `${config.publicUrl}/`).toString() : null,
    );

    const guessLimiter: GuessLimiter = redis
      ? new RedisGuessLimiter(redis, config.redeemGuessWindowMs, config.rateLimitPrefix)
      : new MemoryGuessLimiter(config.redeemGuessWindowMs);
    app.decorate('guessLimiter', guessLimiter);
    app.decorate(
      'redemption',
      createRedemptionService({
        repositories: services.repositories,
        vault: services.vault,
        guessLimiter,
        settings: config,
      }),
    );
    app.decorate(
      'altcha',
      new Altcha(
        { hmacKey: config.altchaHmacKey, ...defaultAltchaSettings, ...altcha },
        { prefix: config.rateLimitPrefix, ...(redis ? { redis } : {}) },
      ),
    );

    const cache = new ContentCache({
      readVersion: () => services.repositories.content.versionOrNull(),
      checkIntervalMs: config.contentVersionCheckMs,
      log: app.log,
    });
    app.decorate('contentCache', cache);
    const watcher = watchContentChanges(
      database,
      (payload) => cache.changed(payload ? `content version ${payload} notified` : 'listener reconnected'),
      app.log,
    );
    if (watcher) {
      app.addHook('onClose', watcher.stop);
      await watcher.ready;
    }
  },
  { name: 'services' },
);

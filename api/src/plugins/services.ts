/**
 * The app's own decorations, as fastify/demo does with its repositories: the repositories and
 * services of services/index.ts (built without Fastify, the same for `ops`), plus what only the
 * HTTP side needs: the guess limiter and the redemption service built on it, the human check, and
 * the content cache (and its LISTEN connection on PostgreSQL).
 */
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { Altcha, type AltchaSettings, defaultAltchaSettings } from '../lib/altcha';
import { ContentCache } from '../lib/content-cache';
import { ecardSendLimitFor } from '../lib/ecard-send-limit';
import { type GuessLimiter, MemoryGuessLimiter, RedisGuessLimiter } from '../lib/guess-limiter';
import { injectTransport } from '../paypal/transport';
import { watchContentChanges } from '../repositories/content-watcher';
import { createServices, type Services } from '../services';
import { createRedemptionService, type RedemptionService } from '../services/redemption';

/** Every service of services/index.ts, each a decoration of the app under its own name. */
type DomainServices = Services;

declare module 'fastify' {
  interface FastifyInstance extends DomainServices {
    db: Db;
    dbKind: Database['kind'];
    guessLimiter: GuessLimiter;
    altcha: Altcha;
    redemption: RedemptionService;
    contentCache: ContentCache;
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
    for (const [name, service] of Object.entries(services)) app.decorate(name as keyof Services, service as never);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);

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

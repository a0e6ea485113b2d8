/**
 * The app's own plugins: configuration, database, code vault, PayPal client, guess limiter and
 * human check, as decorations the routes use.
 */
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { Altcha, type AltchaSettings, defaultAltchaSettings } from '../lib/altcha';
import { CodeVault } from '../lib/code-vault';
import { type GuessLimiter, MemoryGuessLimiter, RedisGuessLimiter } from '../lib/guess-limiter';
import { fetchTransport, PAYPAL_API_BASE, PayPalClient, type PayPalTransport } from '../paypal/client';
import type { PaymentDeps } from '../services/payments';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: Database['kind'];
    vault: CodeVault;
    paypal: PayPalClient;
    guessLimiter: GuessLimiter;
    altcha: Altcha;
    payments: PaymentDeps;
    /** Absolute URL of a path served by this API (images must work from the apps' origins). */
    absoluteUrl: (path: string | null) => string | null;
  }
}

export interface ServicesOptions {
  config: Config;
  database: Database;
  redis?: Redis;
  altcha?: Partial<AltchaSettings>;
}

export const servicesPlugin = fp<ServicesOptions>(
  async (app, { config, database, redis, altcha }) => {
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('vault', new CodeVault(config.codeEncryptionKey));
    app.decorate('absoluteUrl', (path: string | null) =>
      path ? new URL(path, `${config.publicUrl}/`).toString() : null,
    );

    const fakeTransport: PayPalTransport = async ({ method, path, headers, body }) => {
      const response = await app.inject({
        method,
        url: `/paypal-fake${path}`,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      let parsed: unknown = null;
      try {
        parsed = response.body ? JSON.parse(response.body) : null;
      } catch {
        parsed = null;
      }
      return { status: response.statusCode, body: parsed };
    };
    const transport =
      config.paypal.mode === 'fake' ? fakeTransport : fetchTransport(PAYPAL_API_BASE[config.paypal.mode]);
    app.decorate('paypal', new PayPalClient(transport, config.paypal));

    app.decorate<GuessLimiter>(
      'guessLimiter',
      redis
        ? new RedisGuessLimiter(redis, config.redeemGuessWindowMs, config.rateLimitPrefix)
        : new MemoryGuessLimiter(config.redeemGuessWindowMs),
    );
    app.decorate(
      'altcha',
      new Altcha(
        { hmacKey: config.altchaHmacKey, ...defaultAltchaSettings, ...altcha },
        { prefix: config.rateLimitPrefix, ...(redis ? { redis } : {}) },
      ),
    );
    app.decorate('payments', { db: database.db, paypal: app.paypal, vault: app.vault });
  },
  { name: 'services' },
);

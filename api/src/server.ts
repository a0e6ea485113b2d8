/** Starts the API: reads the config, opens and migrates the database, seeds it, listens. */
import './node-env';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedUnlessManaged } from './db/seed-unless-managed';

async function main() {
  const config = loadConfig();
  // On PGlite, also served on a socket in the data folder for `ops` commands run beside the API.
  const database = await openDatabase(config, { serveSocket: true });
  // Seeded content until an operator manages it with `ops content import` (then imports rule).
  await seedUnlessManaged(database.db);
  // No queue while Redis is unreachable: a command fails at once, and each limit follows its policy
  // (lib/rate-limit-store.ts, lib/guess-limiter.ts); the client reconnects on its own.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : undefined;
  await redis?.connect().catch((error: Error) => console.warn(`[redis] not reachable at start: ${error.message}`));
  const app = await buildApp({ config, database, ...(redis ? { redis } : {}) });
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.quit();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // '::' needs IPv6; hosts without it still get an API on every IPv4 address.
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' || config.host !== '::') throw error;
    await app.listen({ port: config.port, host: '0.0.0.0' });
  }
  app.log.info(
    {
      env: config.appEnv,
      paypalMode: config.paypal.mode,
      database: database.kind,
      docs: `${config.publicUrl}/api/docs`,
    },
    'Little Givers API ready',
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

/**
 * The content watcher: on PostgreSQL, a connection of its own LISTENing on the channel a content
 * change is notified on (repositories/content.ts bumps the version and notifies it), so that every
 * API process drops its content caches when another process changes the content.
 */
import pg from 'pg';
import type { Database } from '../db/client';
import { CONTENT_VERSION_CHANNEL } from './content';

export interface ContentChangeLog {
  warn: (object: unknown, message: string) => void;
}

/**
 * PostgreSQL only: a dedicated connection (not taken from the pool) LISTENing on the content
 * channel; reconnects after a failure. `ready` settles once the first attempt is over (listening
 * or not: polling covers the gap).
 */
export function listenForContentChanges(
  connection: pg.ClientConfig,
  onChange: (payload: string | undefined) => void,
  log: ContentChangeLog,
  retryMs = 5_000,
): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client(connection);
    client = current;
    current.on('notification', (message) => {
      if (message.channel === CONTENT_VERSION_CHANNEL) onChange(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== current || stopped) return;
      client = undefined;
      log.warn({ err: error }, 'content change listener lost its connection; polling meanwhile');
      current.end().catch(() => undefined);
      // Changes made while not listening are caught by the version poll.
      scheduleRetry();
    };
    current.on('error', lost);
    current.on('end', () => lost());
    try {
      await current.connect();
      await current.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      // After a reconnection: anything may have changed while not listening.
      if (listenedBefore) onChange(undefined);
      listenedBefore = true;
    } catch (error) {
      lost(error as Error);
    }
  };

  const ready = connect();
  const stop = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
  return { ready, stop };
}

/**
 * On PostgreSQL, LISTENs for content changes on a connection of its own (with the pool's
 * settings); on PGlite (one process per folder) there is nothing to listen to: null.
 */
export function watchContentChanges(
  database: Database,
  onChange: (payload: string | undefined) => void,
  log: ContentChangeLog,
): { ready: Promise<void>; stop: () => Promise<void> } | null {
  if (database.kind !== 'postgres') return null;
  // drizzle's node-postgres client is the pool.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return listenForContentChanges(pool.options, onChange, log);
}

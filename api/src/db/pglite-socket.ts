/**
 * Sharing the API's PGlite with operator commands. The API serves its PGlite on a Unix socket in the
 * data folder (mode 0600: only the machine's user can connect; nothing listens on a network port),
 * and `ops` commands connect to it with node-postgres while the API runs.
 *
 * PGlite is one backend session. pglite-socket keeps one socket client's transaction together, but
 * knows nothing of the queries the API makes in-process on the same PGlite: an API transaction and
 * an ops transaction would interleave in that one session (a rollback of one undoing the other).
 * So both sides take one session lock:
 * - in-process, every query, exec and transaction holds it while it runs (a transaction for its
 *   whole length; queries made inside a transaction's callback run within it, as PGlite always did);
 * - a socket client takes it at its first message and holds it until PGlite is idle again after a
 *   Sync or a simple query, outside any transaction block; other socket clients wait for it too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** node-postgres connects to `<host dir>/.s.PGSQL.<port>`: the socket's name in the data folder. */
export const SOCKET_PORT = 5432;
export const socketPath = (dataDir: string) => path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
/** Ops commands connected at once (each takes turns on the one session); more are turned away. */
const MAX_CLIENTS = 16;

/** A FIFO lock; holders' async continuations (AsyncLocalStorage) re-enter without waiting. */
export class SessionLock {
  private tail: Promise<void> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<true>();

  /** Waits for the lock; returns its release (idempotent). */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => released);
    await previous;
    return release;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.holder.getStore()) return work();
    const release = await this.acquire();
    try {
      return await this.holder.run(true, work);
    } finally {
      release();
    }
  }
}

/** The PGlite the API's drizzle uses: every query, exec and transaction under the session lock. */
export function lockedPglite(pglite: PGlite, lock: SessionLock): PGlite {
  const locked = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql']);
  return new Proxy(pglite, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!locked.has(property)) return value.bind(target);
      return (...args: unknown[]) => lock.run(() => value.apply(target, args));
    },
  });
}

/** Extended-protocol messages that leave work pending until the client's Sync (or more copy data). */
const PENDING_UNTIL_SYNC = new Set(['P', 'B', 'D', 'E', 'H', 'C', 'd']);

interface QueryQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/**
 * Wraps pglite-socket's query queue (one per server; every client's messages pass through it one at
 * a time): a client takes the session lock before its first message and keeps it, messages of
 * other clients waiting, until PGlite is idle again outside a transaction block after a message
 * that ends its unit of work. A client that leaves is rolled back by pglite-socket, then the lock
 * is given back.
 */
function excludeSocketClients(queue: QueryQueue, pglite: PGlite, lock: SessionLock) {
  let holder: { handlerId: number; release: () => void } | undefined;
  const release = (handlerId: number) => {
    if (holder?.handlerId !== handlerId) return;
    holder.release();
    holder = undefined;
  };
  const enqueue = queue.enqueue.bind(queue);
  const clearTransactionIfNeeded = queue.clearTransactionIfNeeded.bind(queue);
  queue.enqueue = async (handlerId, message, onData) => {
    if (holder?.handlerId !== handlerId) {
      const releaseLock = await lock.acquire();
      holder = { handlerId, release: releaseLock };
    }
    try {
      return await enqueue(handlerId, message, onData);
    } finally {
      const type = String.fromCharCode(message[0] ?? 0);
      if (!PENDING_UNTIL_SYNC.has(type) && !pglite.isInTransaction()) release(handlerId);
    }
  };
  queue.clearTransactionIfNeeded = async (handlerId) => {
    await clearTransactionIfNeeded(handlerId);
    release(handlerId);
  };
}

/** Whether a server accepts connections on the data folder's socket. */
export function socketAnswers(dataDir: string): Promise<boolean> {
  const file = socketPath(dataDir);
  if (!existsSync(file)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(file);
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface SocketServer {
  path: string;
  stop: () => Promise<void>;
}

/** Serves `pglite` on the data folder's socket, readable and writable by this user only. */
export async function serveOnSocket(pglite: PGlite, lock: SessionLock, dataDir: string): Promise<SocketServer> {
  const file = socketPath(dataDir);
  // A socket file left by a process that was killed: nothing answers on it any more.
  if (existsSync(file) && !(await socketAnswers(dataDir))) unlinkSync(file);
  const server = new PGLiteSocketServer({ db: pglite, path: file, maxConnections: MAX_CLIENTS });
  excludeSocketClients((server as unknown as { queryQueue: QueryQueue }).queryQueue, pglite, lock);
  const umask = process.umask(0o077);
  try {
    await server.start();
  } finally {
    process.umask(umask);
  }
  chmodSync(file, 0o600);
  return {
    path: file,
    stop: async () => {
      await server.stop();
      if (existsSync(file)) unlinkSync(file);
    },
  };
}

/**
 * "Down for a moment": a dependency the answer needs (PostgreSQL, Redis for a limit that must hold,
 * the payment provider) cannot be reached right now. Such a request answers 503 with Retry-After,
 * never a 500: nothing was written, and the same request may be sent again (app.ts's error handler).
 */
import { PayPalError } from '../paypal/client';
import { HttpError } from './http-error';

/** Seconds a client is asked to wait before sending the request again. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is busy for a moment. Please try again in a few seconds.';

export class UnavailableError extends HttpError {
  constructor(
    readonly dependency: 'database' | 'redis' | 'payment provider',
    message = UNAVAILABLE_MESSAGE,
  ) {
    super(503, message);
    this.name = 'UnavailableError';
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
}

function chain(error: unknown): ErrorLike[] {
  const errors: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && errors.length < 8) {
    errors.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return errors;
}

/** Socket errors of a server that is gone or refusing connections. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * PostgreSQL's SQLSTATEs of a server shutting down, starting up or cut off: class 08 (connection
 * exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[123])$/;
/** node-postgres's own words for a connection the server closed under a query. */
const PG_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether a database error means the server cannot be reached (so the request may be sent again). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some(
    (e) =>
      (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) ||
      (typeof e.message === 'string' && PG_CONNECTION_LOST.test(e.message)),
  );
}

/** Whether an ioredis error means Redis cannot be reached. */
export function isRedisUnavailable(error: unknown): boolean {
  return chain(error).some(
    (e) =>
      e.name === 'MaxRetriesPerRequestError' ||
      (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) ||
      (typeof e.message === 'string' &&
        /^(Connection is closed|Stream isn't writeable|Reached the max retries)/.test(e.message)),
  );
}

/** Whether the payment provider said it is unavailable (503), or could not be reached for that reason. */
export function isProviderUnavailable(error: unknown): boolean {
  return error instanceof PayPalError && error.status === 503;
}

/** A 503 answer's error for `error`, or null when `error` is not a dependency being down. */
export function unavailableFrom(error: unknown): UnavailableError | null {
  if (error instanceof UnavailableError) return error;
  if (isDatabaseUnavailable(error)) return new UnavailableError('database');
  if (isRedisUnavailable(error)) return new UnavailableError('redis');
  return null;
}

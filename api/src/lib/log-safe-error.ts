/**
 * How errors are written to the log (the logger's `err` serializer). A database or driver error
 * is logged as the query's name (`insert orders`) and its SQLSTATE (`sqlState`; `code` is a redacted log path) only: its message and
 * `params` echo the row being written, i.e. the buyer's email, names and address, and a trigger or
 * constraint message can quote them too. Other errors keep their type, message and stack (and a
 * PayPal error its HTTP status, issue and PayPal's debug id).
 */

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  status?: unknown;
  issue?: unknown;
  debugId?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 8) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/** A query named by its verb and first table: `select orders`, `insert orders`, `update donations`. */
export function queryName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

function isDatabaseError(error: ErrorLike): boolean {
  const fromDriver = typeof error.severity === 'string' && typeof error.code === 'string';
  return fromDriver || (typeof error.query === 'string' && 'params' in error);
}

/** A stack's frames without its first line (the message, which may echo the query's parameters). */
function framesOnly(stack: unknown): string {
  return typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The loggable form of an error. */
export function serializeError(error: unknown): LoggedError {
  const chain = causes(error);
  const top = chain[0];
  if (!top) return { type: typeof error, message: String(error), stack: '' };
  if (chain.some(isDatabaseError)) {
    const sql = chain.find((link) => typeof link.query === 'string')?.query as string | undefined;
    const code = chain.find((link) => typeof link.code === 'string' && SQLSTATE.test(link.code))?.code ?? 'unknown';
    const query = sql ? queryName(sql) : 'unknown query';
    return {
      type: 'DatabaseError',
      message: `${query} failed (${code})`,
      stack: framesOnly(top.stack),
      query,
      sqlState: code,
    };
  }
  return {
    type: typeof top.name === 'string' ? top.name : 'Error',
    message: typeof top.message === 'string' ? top.message : String(error),
    stack: typeof top.stack === 'string' ? top.stack : '',
    ...(typeof top.code === 'string' ? { code: top.code } : {}),
    ...(typeof top.statusCode === 'number' ? { statusCode: top.statusCode } : {}),
    // A PayPal client's error: the HTTP status PayPal answered, its issue name and PayPal's debug id.
    ...(typeof top.status === 'number' ? { status: top.status } : {}),
    ...(typeof top.issue === 'string' ? { issue: top.issue } : {}),
    ...(typeof top.debugId === 'string' ? { debugId: top.debugId } : {}),
  };
}

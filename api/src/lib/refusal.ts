/**
 * The API's one error type: a refusal whose message is safe to show to whoever asked (a browser,
 * the staff console, an operator at the command line). Code raises it as `HttpError` (a status:
 * ./http-error.ts) or `OpsError` (an exit code: ./ops-error.ts); each refusal has both, and may
 * name the fields to correct. It is mapped once for HTTP (`httpRefusal`: app.ts, the staff
 * routes) and once for the command line (`cliRefusal`: ops/run.ts, ops/cli.ts).
 */
export class Refusal extends Error {
  /** The HTTP status (default 422: understood, refused). */
  readonly statusCode: number;
  /** The command line's exit code (default 1). */
  readonly exitCode: number;
  /** What is wrong with each field, by the field's name (a refused content edit). */
  readonly fields: Record<string, string> | undefined;

  constructor(
    message: string,
    options: { statusCode?: number; exitCode?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'Refusal';
    this.statusCode = options.statusCode ?? 422;
    this.exitCode = options.exitCode ?? 1;
    this.fields = options.fields;
  }
}

/** An HTTP answer's status and body for a refusal; undefined for any other error. */
export function httpRefusal(
  error: unknown,
): { status: number; body: { message: string; fields?: Record<string, string> } } | undefined {
  if (!(error instanceof Refusal)) return undefined;
  return {
    status: error.statusCode,
    body: { message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}

/** What the command line prints and exits with for a refusal; undefined for any other error. */
export function cliRefusal(error: unknown): { message: string; exitCode: number } | undefined {
  return error instanceof Refusal ? { message: error.message, exitCode: error.exitCode } : undefined;
}

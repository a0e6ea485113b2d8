/**
 * A failure the operator must act on (services used by `ops` refuse with it): the message is
 * printed alone and the exit code returned.
 */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Exit code of a report that ran but found something wrong (a reconciliation difference). */
export const EXIT_FLAGGED = 2;
/** Exit code of a bad command line. */
export const EXIT_USAGE = 64;

import { Refusal } from './refusal';

/**
 * A refusal raised with its exit code (the one error type: ./refusal.ts): a failure the operator
 * must act on (services used by `ops` and the staff console refuse with it); the command line
 * prints the message alone and returns the exit code, HTTP answers 422.
 */
export class OpsError extends Refusal {
  constructor(message: string, exitCode = 1, fields?: Record<string, string>) {
    super(message, { exitCode, ...(fields ? { fields } : {}) });
    this.name = 'OpsError';
  }
}

/** Exit code of a report that ran but found something wrong (a reconciliation difference). */
export const EXIT_FLAGGED = 2;
/** Exit code of a bad command line. */
export const EXIT_USAGE = 64;

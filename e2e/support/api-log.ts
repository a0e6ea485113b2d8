/**
 * The API's log of an e2e run: where the stack writes it (support/stack.mjs) and what must never be
 * in it: a redemption code (XXXX-XXXX-XXXX-XXXX, or its 16 characters run together), a secret-link
 * token (43 base64url characters: the purchaser's page, the e-card, the card download, the reminder
 * opt-out, the staff sign-in link) or an e-mail address. The suite's global teardown
 * (support/scan-api-log.ts) fails the run when any is found.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REDEMPTION_CODE_ALPHABET } from '@littlegivers/shared/contract/redemption-code';

/** The log file of the stack's API (LG_API_LOG_FILE of tooling/src/start.mjs). */
export const API_LOG_FILE =
  process.env.E2E_API_LOG ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e-api.log');

const codeChar = `[${REDEMPTION_CODE_ALPHABET}]`;

/** What must never be in the log, each named for the report. */
export const SECRET_PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  // At least one letter: 16 digits are a number (a response time), and a code of digits only is
  // one in 10^8.
  [
    'redemption code',
    new RegExp(`(?<![A-Za-z0-9.])(?=[0-9-]{0,18}[A-Z])${codeChar}{4}(?:-?${codeChar}{4}){3}(?![A-Za-z0-9])`, 'g'),
  ],
  ['secret-link token', /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g],
  ['e-mail address', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g],
];

export interface FoundSecret {
  line: number;
  kind: string;
  match: string;
}

/** The secrets in a log's text, by line. */
export function findSecrets(text: string): FoundSecret[] {
  const found: FoundSecret[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [kind, pattern] of SECRET_PATTERNS)
      for (const match of line.matchAll(pattern)) found.push({ line: index + 1, kind, match: match[0] });
  });
  return found;
}

/** A secret as the report shows it: never whole. */
export function masked(secret: string): string {
  return `${secret.slice(0, 3)}… (${secret.length} characters)`;
}

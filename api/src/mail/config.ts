/**
 * Mail settings: how messages leave (SMTP_URL, or the local mailbox in the database), how the
 * sender loop retries, and the nonprofit's acknowledgment wording. Read by src/config.ts.
 */
import { z } from 'zod';

export const DEFAULT_MAIL_FROM = 'Little Givers <receipts@littlegivers.example>';
export const DEFAULT_RECEIPT_ORG_NAME = 'Little Givers';
/** Where families write (CONTACT_EMAIL): the card link page, and every message's report line. */
export const DEFAULT_CONTACT_EMAIL = 'hello@littlegivers.example';
/** A placeholder: set the nonprofit's real EIN (RECEIPT_EIN) anywhere real. */
export const DEFAULT_RECEIPT_EIN = '00-0000000';
export const DEFAULT_RECEIPT_501C3_STATEMENT =
  '{orgName} is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code. EIN {ein}.';
export const DEFAULT_RECEIPT_DEDUCTIBLE_STATEMENT =
  'The tax-deductible amount of your contribution is {amount}: no goods or services were provided in exchange for it.';

/** Environment variables of the mail settings (merged into the API's one environment schema). */
export const mailEnvShape = {
  /** smtp://user:pass@host:587 or smtps://…:465; absent = the local mailbox (refused in production). */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** DKIM signing of every message sent by SMTP: all three set, or none (docs/ecard.md). */
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  /** The PEM private key (newlines may be written as \n). */
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  /** How often the sender looks for due messages (0 = never: tests drive it). */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  /** First retry delay; it doubles with every failed attempt, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(5000),
  MAIL_BATCH_SIZE: z.coerce.number().int().positive().default(50),
  /** Business days from payment until the card is mailed (receipt and thank-you step). */
  CARD_MAIL_BUSINESS_DAYS: z.coerce.number().int().min(0).default(3),
  RECEIPT_ORG_NAME: z.string().min(1).default(DEFAULT_RECEIPT_ORG_NAME),
  RECEIPT_EIN: z.string().min(1).default(DEFAULT_RECEIPT_EIN),
  RECEIPT_501C3_STATEMENT: z.string().min(1).default(DEFAULT_RECEIPT_501C3_STATEMENT),
  RECEIPT_DEDUCTIBLE_STATEMENT: z.string().min(1).default(DEFAULT_RECEIPT_DEDUCTIBLE_STATEMENT),
};

const mailEnvSchema = z.object(mailEnvShape);
type MailEnv = z.output<typeof mailEnvSchema>;

export interface Acknowledgment {
  orgName: string;
  ein: string;
  /** May hold {orgName} and {ein}. */
  statement501c3: string;
  /** May hold {amount} (the deductible amount), {orgName} and {ein}. */
  deductibleStatement: string;
}

/** nodemailer's `dkim` option. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  /** Set when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY all are. */
  dkim: DkimSettings | undefined;
  from: string;
  pollIntervalMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  batchSize: number;
  cardMailBusinessDays: number;
  acknowledgment: Acknowledgment;
  /** Where every message's footer says to report it (CONTACT_EMAIL). */
  reportAddress: string;
}

export function mailConfigFrom(env: MailEnv, reportAddress: string): MailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
        ? {
            domainName: env.DKIM_DOMAIN,
            keySelector: env.DKIM_SELECTOR,
            privateKey: env.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n'),
          }
        : undefined,
    from: env.MAIL_FROM,
    pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    batchSize: env.MAIL_BATCH_SIZE,
    cardMailBusinessDays: env.CARD_MAIL_BUSINESS_DAYS,
    acknowledgment: {
      orgName: env.RECEIPT_ORG_NAME,
      ein: env.RECEIPT_EIN,
      statement501c3: env.RECEIPT_501C3_STATEMENT,
      deductibleStatement: env.RECEIPT_DEDUCTIBLE_STATEMENT,
    },
    reportAddress,
  };
}

/** The local defaults: what tests and the embedded start use. */
export const defaultMailConfig: MailConfig = mailConfigFrom(mailEnvSchema.parse({}), DEFAULT_CONTACT_EMAIL);

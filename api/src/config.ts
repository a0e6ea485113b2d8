/**
 * The API's configuration: every environment variable is read and validated here, once.
 * Nothing else reads process.env.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import appList from '@littlegivers/shared/apps.json' with { type: 'json' };
import { AFTER_GIFT_DEFAULTS } from '@littlegivers/shared/contract/after-gift';
import { ECARDS_PER_PAYER_PER_DAY, ECARDS_PER_RECIPIENT_PER_DAY } from '@littlegivers/shared/contract/ecard-policy';
import { KIDSPAGE_PATH } from '@littlegivers/shared/contract/kidspage-link';
import { z } from 'zod';
import { DEFAULT_CONTACT_EMAIL, type MailConfig, mailConfigFrom, mailEnvShape } from './mail/config';
import { type StaffConfig, staffConfigFrom, staffEnvShape } from './staff/config';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the API's routes are mounted (app.ts); absolute links to them are PUBLIC_URL + this + path. */
export const API_PREFIX = '/api';

/** Documented local default; production refuses it. */
export const LOCAL_CODE_ENCRYPTION_KEY = 'little-givers-local-code-key-not-secret';
export const LOCAL_ALTCHA_HMAC_KEY = 'little-givers-local-altcha-key-not-secret';
export const LOCAL_FAKE_WEBHOOK_SECRET = 'little-givers-local-fake-webhook-secret';
/** The shell's local address (scripts/start.mjs). */
export const LOCAL_SITE_URL = 'http://localhost:3000';
/** The local kidspage, as printed cards carry it without a SITE_URL. */
export const LOCAL_KIDSPAGE_URL = `${LOCAL_SITE_URL}${KIDSPAGE_PATH}`;
/** A placeholder return address, like the placeholder EIN: set the real one before mailing. */
export const LOCAL_RETURN_ADDRESS = 'Little Givers|PO Box 0000|Springfield, IL 62701';

const booleanFromEnv = z
  .union([z.boolean(), z.string()])
  .transform((value) =>
    typeof value === 'boolean' ? value : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()),
  );

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3100),
    HOST: z.string().default('::'),
    PUBLIC_URL: z.url().default('http://localhost:3100'),
    /**
     * The site (the shell): links in messages open its pages (the purchaser's page, the e-card), and
     * printed cards carry its kidspage address and QR code.
     */
    SITE_URL: z.url().default(LOCAL_SITE_URL),
    /** Where families write for help (the card link page), as the site's contactEmail. */
    CONTACT_EMAIL: z.email().default(DEFAULT_CONTACT_EMAIL),
    /** The mailing label's return address, its lines separated by '|'. */
    RETURN_ADDRESS: z.string().min(1).default(LOCAL_RETURN_ADDRESS),
    APP_ENV: z.enum(['local', 'dev', 'demo', 'production']).default('local'),
    DEBUG: booleanFromEnv.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).optional(),
    REDIS_URL: z.string().min(1).optional(),
    RATE_LIMIT_PREFIX: z.string().default('lg'),
    /** Requests per minute per client on every route without its own limit (content GETs are exempt). */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    /** How often (at most) each process reads the content version to drop its content cache; 0 = every request. */
    CONTENT_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1000),
    /** Behind a load balancer: 'true' or the proxies' addresses/CIDRs (comma-separated). */
    TRUST_PROXY: z.string().optional(),
    PAYPAL_MODE: z.enum(['fake', 'sandbox', 'live']).optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_FAKE_WEBHOOK_SECRET: z.string().min(1).default(LOCAL_FAKE_WEBHOOK_SECRET),
    /** The stand-in sends CHECKOUT.ORDER.APPROVED this long after the buyer approves, as PayPal does; -1: never. */
    PAYPAL_FAKE_WEBHOOK_DELAY_MS: z.coerce.number().int().min(-1).default(2000),
    /** How often approved-but-uncaptured payments are reconciled (0 turns it off). */
    RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** At most this many unpaid records are looked up at PayPal per reconciliation run. */
    RECONCILE_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
    /** The browser apps' origins (comma-separated); locally, each app of shared/apps.json on its port. */
    APP_ORIGINS: z
      .string()
      .default([appList.host, ...appList.remotes].map((app) => `http://localhost:${app.port}`).join(',')),
    CODE_ENCRYPTION_KEY: z.string().min(16).default(LOCAL_CODE_ENCRYPTION_KEY),
    ALTCHA_HMAC_KEY: z.string().min(16).default(LOCAL_ALTCHA_HMAC_KEY),
    /** Wrong codes allowed per client per window before 429. */
    REDEEM_GUESS_LIMIT: z.coerce.number().int().positive().default(10),
    /** E-cards a day for one buyer, and to one address (lib/ecard-send-limit.ts). */
    ECARDS_PER_PAYER_PER_DAY: z.coerce.number().int().positive().default(ECARDS_PER_PAYER_PER_DAY),
    ECARDS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(ECARDS_PER_RECIPIENT_PER_DAY),
    REDEEM_GUESS_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    REDEMPTION_SESSION_TTL_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60_000),
    /** Days after payment at which an unopened gift's reminders go out (comma-separated). */
    AFTER_GIFT_REMINDER_DAYS: z
      .string()
      .default(AFTER_GIFT_DEFAULTS.reminderDays.join(','))
      .transform((value, ctx) => {
        const days = value.split(',').map((part) => Number(part.trim()));
        if (days.some((day) => !Number.isInteger(day) || day < 1)) {
          ctx.addIssue({ code: 'custom', message: 'whole days, comma-separated (e.g. 30,90)' });
          return z.NEVER;
        }
        return [...new Set(days)].sort((a, b) => a - b);
      }),
    /** Days after payment at which a still unused gift goes to its backup charity. */
    AFTER_GIFT_BACKUP_DAYS: z.coerce.number().int().min(2).default(AFTER_GIFT_DEFAULTS.backupAfterDays),
    /** Days before the backup gift at which the purchaser is told. */
    AFTER_GIFT_NOTICE_DAYS: z.coerce.number().int().min(1).default(AFTER_GIFT_DEFAULTS.noticeDaysBefore),
    /** How often each API process tries the daily after-gift run (0 = never: `ops after-gift run`). */
    AFTER_GIFT_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(60 * 60_000),
    /** How often each API process checks for new gift lines and rebuilds /impact's aggregates (0 = never). */
    LEDGER_REFRESH_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(5 * 60_000)
      .default(60_000),
    /** How often each API process closes the group cards whose moment has come and retries refunds still due (0 = never). */
    GROUP_CLOSE_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(10 * 60_000)
      .default(60_000),
    ...mailEnvShape, // receipts and notifications (mail/config.ts)
    ...staffEnvShape, // the staff console (staff/config.ts)
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'production') return;
    const refuse = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if ((env.PAYPAL_MODE ?? 'live') === 'fake') refuse('PAYPAL_MODE', 'PAYPAL_MODE=fake is refused in production');
    if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET)
      refuse('PAYPAL_CLIENT_ID', 'PayPal credentials are required in production');
    if (!env.PAYPAL_WEBHOOK_ID) refuse('PAYPAL_WEBHOOK_ID', 'PAYPAL_WEBHOOK_ID is required in production');
    if (env.CODE_ENCRYPTION_KEY === LOCAL_CODE_ENCRYPTION_KEY)
      refuse('CODE_ENCRYPTION_KEY', 'Set a secret CODE_ENCRYPTION_KEY in production');
    if (env.ALTCHA_HMAC_KEY === LOCAL_ALTCHA_HMAC_KEY)
      refuse('ALTCHA_HMAC_KEY', 'Set a secret ALTCHA_HMAC_KEY in production');
    if (env.DEBUG) refuse('DEBUG', 'DEBUG is refused in production');
    if (!env.SMTP_URL) refuse('SMTP_URL', 'SMTP_URL is required in production (receipts must reach purchasers)');
  });

export type PayPalMode = 'fake' | 'sandbox' | 'live';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** The shell's origin: links to pages (the purchaser's page, the e-card) start with it. */
  siteUrl: string;
  appEnv: 'local' | 'dev' | 'demo' | 'production';
  debug: boolean;
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  rateLimitPrefix: string;
  rateLimitMax: number;
  contentVersionCheckMs: number;
  trustProxy: boolean | string;
  paypal: {
    mode: PayPalMode;
    clientId: string;
    clientSecret: string;
    webhookId: string;
    fakeWebhookSecret: string;
    /** Milliseconds from the buyer's approval to the stand-in's webhook; -1: it sends none. */
    fakeWebhookDelayMs: number;
  };
  reconcileIntervalMs: number;
  reconcileBatchSize: number;
  appOrigins: string[];
  codeEncryptionKey: string;
  altchaHmacKey: string;
  redeemGuessLimit: number;
  /** E-cards a day for one buyer (the purchaser's email) and to one address. */
  ecardLimits: { payer: number; recipient: number };
  redeemGuessWindowMs: number;
  redemptionSessionTtlMs: number;
  mail: MailConfig;
  site: SiteConfig;
  afterGift: AfterGiftConfig;
  /** How often /impact's aggregates catch up with new gift lines (services/ledger.ts). */
  ledgerRefreshIntervalMs: number;
  /** How often group cards due are closed (services/groups.ts). */
  groupCloseIntervalMs: number;
  staff: StaffConfig;
}

/** What the API says about the site to families: on printed cards, labels and its own pages. */
export interface SiteConfig {
  url: string;
  /** The kidspage, where a child opens a gift: printed (and as a QR code) on every card. */
  kidspageUrl: string;
  contactEmail: string;
  /** The return address's lines, as the mailing label prints them. */
  returnAddress: string[];
}

/** The after-gift schedule (services/after-gift.ts): days counted from payment. */
export interface AfterGiftConfig {
  reminderDays: number[];
  backupAfterDays: number;
  noticeDaysBefore: number;
  intervalMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const mode: PayPalMode = e.PAYPAL_MODE ?? (e.APP_ENV === 'production' ? 'live' : 'fake');
  if (mode !== 'fake' && (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError(`Invalid configuration: PAYPAL_MODE=${mode} needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    appEnv: e.APP_ENV,
    debug: e.DEBUG,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? path.join(apiRoot, '.data', 'pglite'),
    redisUrl: e.REDIS_URL,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    rateLimitMax: e.RATE_LIMIT_MAX,
    contentVersionCheckMs: e.CONTENT_VERSION_CHECK_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    paypal: {
      mode,
      clientId: e.PAYPAL_CLIENT_ID ?? 'fake-client-id',
      clientSecret: e.PAYPAL_CLIENT_SECRET ?? 'fake-client-secret',
      webhookId: e.PAYPAL_WEBHOOK_ID ?? 'fake-webhook-id',
      fakeWebhookSecret: e.PAYPAL_FAKE_WEBHOOK_SECRET,
      fakeWebhookDelayMs: e.PAYPAL_FAKE_WEBHOOK_DELAY_MS,
    },
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    reconcileBatchSize: e.RECONCILE_BATCH_SIZE,
    appOrigins: e.APP_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    codeEncryptionKey: e.CODE_ENCRYPTION_KEY,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    redeemGuessLimit: e.REDEEM_GUESS_LIMIT,
    ecardLimits: { payer: e.ECARDS_PER_PAYER_PER_DAY, recipient: e.ECARDS_PER_RECIPIENT_PER_DAY },
    redeemGuessWindowMs: e.REDEEM_GUESS_WINDOW_MS,
    redemptionSessionTtlMs: e.REDEMPTION_SESSION_TTL_MS,
    mail: mailConfigFrom(e, e.CONTACT_EMAIL),
    site: siteConfigFrom(e),
    afterGift: {
      reminderDays: e.AFTER_GIFT_REMINDER_DAYS,
      backupAfterDays: e.AFTER_GIFT_BACKUP_DAYS,
      noticeDaysBefore: Math.min(e.AFTER_GIFT_NOTICE_DAYS, e.AFTER_GIFT_BACKUP_DAYS - 1),
      intervalMs: e.AFTER_GIFT_INTERVAL_MS,
    },
    ledgerRefreshIntervalMs: e.LEDGER_REFRESH_INTERVAL_MS,
    groupCloseIntervalMs: e.GROUP_CLOSE_INTERVAL_MS,
    staff: staffConfigFrom(e),
  };
}

function siteConfigFrom(e: { SITE_URL: string; CONTACT_EMAIL: string; RETURN_ADDRESS: string }): SiteConfig {
  const url = e.SITE_URL.replace(/\/$/, '');
  return {
    url,
    kidspageUrl: `${url}${KIDSPAGE_PATH}`,
    contactEmail: e.CONTACT_EMAIL,
    returnAddress: e.RETURN_ADDRESS.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/**
 * The composition root of the domain: repositories, the code vault, the PayPal client and the
 * services built on them, from the configuration and an open database. No Fastify here: the API
 * decorates itself with what this returns (plugins/services.ts) and every `ops` command calls the
 * same services (ops/run.ts).
 */
import { knownDeliveryMethod } from '@littlegivers/shared/contract/delivery';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { CodeVault } from '../lib/code-vault';
import { type EcardSendLimit, ecardSendLimitFor } from '../lib/ecard-send-limit';
import { transportFor } from '../mail/transport';
import type { PayPalTransport } from '../paypal/client';
import { createPayPalClient } from '../paypal/transport';
import { createRepositories } from '../repositories';
import { createAfterGiftService } from './after-gift';
import { afterGiftSection } from './after-gift-view';
import { createCardDownloadService } from './card-download';
import { contentAnswers } from './content-answers';
import { createContentEditingService } from './content-editing';
import { createContentDocumentService } from './content-import-export';
import { createDashboardService } from './dashboard';
import { createPayoutService } from './disbursements';
import { createEcardService } from './ecard';
import { createGroupService } from './groups';
import { createLedgerService } from './ledger';
import { type MailLog, MailSender } from './mail-sender';
import { createOrderTrailService } from './order-trail';
import { createOrderingService } from './ordering';
import { createPaymentService, type PaymentLog } from './payments';
import { createPrintingService } from './printing';
import { createPurchaserLinkService } from './purchaser-link';
import { createReconciliationService } from './reconcile';
import { createReissueService } from './reissue';
import { createShippingService } from './shipping';
import { createStaffAuth } from './staff-auth';
import { createWebhookService } from './webhooks';

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The PayPal stand-in's transport (used when PAYPAL_MODE=fake). */
  fakePayPal: () => PayPalTransport;
  /** Where the mail sender and PayPal's failures log (ids and outcomes only); silent when absent. */
  log?: MailLog & PaymentLog;
  /** The day's e-card limits (the API's counts in Redis when it has it); this process's own when absent. */
  ecardSendLimit?: EcardSendLimit;
}

export function createServices({ config, database, fakePayPal, log, ecardSendLimit }: ServicesOptions) {
  const repositories = createRepositories(database.db);
  const sendLimit = ecardSendLimit ?? ecardSendLimitFor(undefined, config.rateLimitPrefix, config.ecardLimits);
  const vault = new CodeVault(config.codeEncryptionKey);
  const paypal = createPayPalClient(config, fakePayPal);
  const cardDownloads = createCardDownloadService({
    repositories,
    vault,
    publicUrl: config.publicUrl,
    site: config.site,
  });
  const payments = createPaymentService({
    ...(log ? { log } : {}),
    repositories,
    paypal,
    vault,
    cardMailBusinessDays: config.mail.cardMailBusinessDays,
    cardDownloads,
  });
  const ordering = createOrderingService({ repositories, paypal, ecardSendLimit: sendLimit });
  const ecards = createEcardService({ repositories, vault, siteUrl: config.siteUrl, ecardSendLimit: sendLimit });
  const groups = createGroupService({ repositories, ordering, payments, paypal, vault, ...(log ? { log } : {}) });
  const shipping = createShippingService({ repositories });
  const absoluteUrl = (path: string | null) => (path ? new URL(path, `${config.publicUrl}/`).toString() : null);
  return {
    config,
    repositories,
    vault,
    paypal,
    ordering,
    payments,
    /** Group cards: start, chip in, close, cancel (services/groups.ts). */
    groups,
    /** Print-at-home links and the card they open. */
    cardDownloads,
    /** The outbox's sender loop (SMTP_URL, or the local mailbox): started by the API, drained by `ops mail send`. */
    mail: new MailSender(
      repositories.mailOutbox,
      transportFor(config.mail.smtpUrl, config.mail.dkim),
      config.mail,
      log,
      {
        vault,
        publicUrl: config.publicUrl,
        siteUrl: config.siteUrl,
        staffConsoleUrl: config.staff.consoleUrl,
      },
    ),
    /** The purchaser's secret page: the gift and its delivery. */
    purchaserLinks: createPurchaserLinkService({
      repositories,
      vault,
      siteUrl: config.siteUrl,
      cardMailBusinessDays: config.mail.cardMailBusinessDays,
      sections: [
        afterGiftSection(repositories, config.afterGift),
        async (orderId) => ({ email: await ecards.emailView(orderId) }),
        async (orderId, view) =>
          knownDeliveryMethod(view.delivery)?.downloadable ? { print: await cardDownloads.printView(orderId) } : {},
      ],
    }),
    /** E-cards: the page, the purchaser's changes, the operators' list. */
    ecards,
    /** Staff accounts, sign-in links, passkeys and sessions (the staff console, `ops staff`). */
    staffAuth: createStaffAuth({ repositories, vault, config: config.staff }),
    webhooks: createWebhookService({ paypal, payments, webhookEvents: repositories.webhookEvents }),
    /** Approved payments whose capture was lost: one pass (`ops reconcile`, the API's timer). */
    reconciliation: createReconciliationService({ repositories, payments, groups, ...(log ? { log } : {}) }),
    /** Reminders, the backup notice and backup gifts (the daily run), and the purchaser's settings for them. */
    afterGift: createAfterGiftService({
      repositories,
      settings: { ...config.afterGift, siteUrl: config.siteUrl },
      ...(log ? { log } : {}),
    }),
    /** Paid orders by stage, shipping, marking printed, unused gifts (`ops orders`, the console). */
    shipping,
    dashboard: createDashboardService({ repositories, shipping }),
    orderTrail: createOrderTrailService({ repositories, shipping }),
    printing: createPrintingService({ repositories, vault }),
    reissue: createReissueService({ repositories, vault, publicUrl: config.publicUrl, siteUrl: config.siteUrl }),
    payouts: createPayoutService({ repositories }),
    /** /impact's figures, kept current between payouts. */
    ledger: createLedgerService({ repositories }),
    contentEditing: createContentEditingService({ repositories }),
    contentDocument: createContentDocumentService({ repositories }),
    /** The public content answers (card types, packages, charities, FAQ, fun ideas), images as absolute URLs. */
    contentAnswers: contentAnswers(repositories.content, absoluteUrl),
    /** Absolute URL of a path served by this API (images must work from the apps' origins). */
    absoluteUrl,
  };
}
export type Services = ReturnType<typeof createServices>;

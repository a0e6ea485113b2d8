/**
 * The repositories: the only code that speaks SQL (drizzle). Each is a plain object made from a
 * database handle, so the same code runs on the pool or inside a transaction
 * (`repositories.transaction(async (tx) => …)` hands out the same repositories bound to it).
 * The API decorates itself with them (plugins/services.ts); `ops` builds them the same way.
 */
import type { Db } from '../db/client';
import { type AfterGiftRepository, createAfterGiftRepository } from './after-gift';
import { type CardDownloadsRepository, createCardDownloadsRepository } from './card-downloads';
import { type ContentRepository, createContentRepository } from './content';
import { createDonationsRepository, type DonationsRepository } from './donations';
import { createEcardsRepository, type EcardsRepository } from './ecards';
import { createGroupsRepository, type GroupsRepository } from './groups';
import { createHealthRepository, type HealthRepository } from './health';
import { createLedgerRepository, type LedgerRepository } from './ledger';
import { createMailOutboxRepository, type MailOutboxRepository } from './mail-outbox';
import { createOrderTrailRepository, type OrderTrailRepository } from './order-trail';
import { createOrdersRepository, type OrdersRepository } from './orders';
import { createPayoutsRepository, type PayoutsRepository } from './payouts';
import { createPostalRepository, type PostalRepository } from './postal';
import { createPurchaserLinksRepository, type PurchaserLinksRepository } from './purchaser-links';
import { createReconcileRepository, type ReconcileRepository } from './reconcile';
import { createRedemptionsRepository, type RedemptionsRepository } from './redemptions';
import { createStaffRepository, type StaffRepository } from './staff';
import { createWebhookEventsRepository, type WebhookEventsRepository } from './webhook-events';

export interface Repositories {
  orders: OrdersRepository;
  donations: DonationsRepository;
  redemptions: RedemptionsRepository;
  /** Download links of print-at-home cards. */
  cardDownloads: CardDownloadsRepository;
  /** The purchaser's secret links (the purchaser's page). */
  purchaserLinks: PurchaserLinksRepository;
  content: ContentRepository;
  /** E-cards: the delivery to the grown-up, the e-card page's links, the record of changes. */
  ecards: EcardsRepository;
  /** The post: paid orders on their way to the child (print queue, printed, shipped), the shipments, unopened gifts. */
  postal: PostalRepository;
  /** Receipts and notifications waiting to be sent, and the ones sent (the local mailbox). */
  mailOutbox: MailOutboxRepository;
  payouts: PayoutsRepository;
  /** The daily run over open gifts: reminders, the notice, backup gifts; the purchaser's settings. */
  afterGift: AfterGiftRepository;
  /** The public ledger's aggregates (/impact). */
  ledger: LedgerRepository;
  reconcile: ReconcileRepository;
  webhookEvents: WebhookEventsRepository;
  /** The staff console: accounts, passkeys, sessions, the audit trail. */
  staff: StaffRepository;
  /** Group gifts: the groups and their contributions. */
  groups: GroupsRepository;
  /** One gift's trail: reissues, charities chosen, messages. */
  orderTrail: OrderTrailRepository;
  health: HealthRepository;
  /** Runs `work` in one transaction, with repositories bound to it. */
  transaction: <T>(work: (tx: Repositories) => Promise<T>) => Promise<T>;
}

export function createRepositories(db: Db): Repositories {
  return {
    orders: createOrdersRepository(db),
    donations: createDonationsRepository(db),
    redemptions: createRedemptionsRepository(db),
    cardDownloads: createCardDownloadsRepository(db),
    purchaserLinks: createPurchaserLinksRepository(db),
    content: createContentRepository(db),
    ecards: createEcardsRepository(db),
    postal: createPostalRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    payouts: createPayoutsRepository(db),
    ledger: createLedgerRepository(db),
    afterGift: createAfterGiftRepository(db),
    reconcile: createReconcileRepository(db),
    webhookEvents: createWebhookEventsRepository(db),
    staff: createStaffRepository(db),
    groups: createGroupsRepository(db),
    orderTrail: createOrderTrailRepository(db),
    health: createHealthRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx as unknown as Db))),
  };
}

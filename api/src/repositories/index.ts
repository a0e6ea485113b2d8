/**
 * The repositories: the only code that speaks SQL (drizzle). Each is a plain object made from a
 * database handle, so the same code runs on the pool or inside a transaction
 * (`repositories.transaction(async (tx) => …)` hands out the same repositories bound to it).
 * The API decorates itself with them (plugins/services.ts); `ops` builds them the same way.
 */
import type { Db } from '../db/client';
import { createContentRepository } from './content';
import { createDonationsRepository } from './donations';
import { createHealthRepository } from './health';
import { createMailRepository } from './mail';
import { createOrdersRepository } from './orders';
import { createPayoutsRepository } from './payouts';
import { createRedemptionsRepository } from './redemptions';
import { createWebhookEventsRepository } from './webhook-events';

export interface Repositories {
  orders: ReturnType<typeof createOrdersRepository>;
  donations: ReturnType<typeof createDonationsRepository>;
  redemptions: ReturnType<typeof createRedemptionsRepository>;
  content: ReturnType<typeof createContentRepository>;
  mail: ReturnType<typeof createMailRepository>;
  payouts: ReturnType<typeof createPayoutsRepository>;
  webhookEvents: ReturnType<typeof createWebhookEventsRepository>;
  health: ReturnType<typeof createHealthRepository>;
  /** Runs `work` in one transaction, with repositories bound to it. */
  transaction: <T>(work: (tx: Repositories) => Promise<T>) => Promise<T>;
}

export function createRepositories(db: Db): Repositories {
  return {
    orders: createOrdersRepository(db),
    donations: createDonationsRepository(db),
    redemptions: createRedemptionsRepository(db),
    content: createContentRepository(db),
    mail: createMailRepository(db),
    payouts: createPayoutsRepository(db),
    webhookEvents: createWebhookEventsRepository(db),
    health: createHealthRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx as unknown as Db))),
  };
}

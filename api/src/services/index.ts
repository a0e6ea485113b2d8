/**
 * The composition root of the domain: repositories, the code vault, the PayPal client and the
 * services built on them, from the configuration and an open database. No Fastify here: the API
 * decorates itself with what this returns (plugins/services.ts) and every `ops` command calls the
 * same services (ops/run.ts).
 */
import type { Config } from '../config';
import type { Database } from '../db/client';
import { CodeVault } from '../lib/code-vault';
import type { PayPalTransport } from '../paypal/client';
import { createPayPalClient } from '../paypal/transport';
import { createRepositories } from '../repositories';
import { createOrderingService } from './ordering';
import { createPaymentService } from './payments';
import { createWebhookService } from './webhooks';

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The PayPal stand-in's transport (used when PAYPAL_MODE=fake). */
  fakePayPal: () => PayPalTransport;
}

export function createServices({ config, database, fakePayPal }: ServicesOptions) {
  const repositories = createRepositories(database.db);
  const vault = new CodeVault(config.codeEncryptionKey);
  const paypal = createPayPalClient(config, fakePayPal);
  const payments = createPaymentService({ repositories, paypal, vault });
  return {
    config,
    repositories,
    vault,
    paypal,
    ordering: createOrderingService({ repositories, paypal }),
    payments,
    webhooks: createWebhookService({ paypal, payments, webhookEvents: repositories.webhookEvents }),
  };
}
export type Services = ReturnType<typeof createServices>;

/**
 * The purchaser's link (docs/ecard.md): a secret page, reached from the receipt, where the
 * purchaser sees one gift and what is happening to it (and changes an e-card's delivery). The
 * token is 256 bits from the CSPRNG; the database keeps its SHA-256 (lookup) and its AES-GCM
 * ciphertext under the code vault's key (the receipt is rendered after the transaction that issues
 * it). Issued in the transaction that marks the order paid. The view never holds the code.
 */
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { PURCHASER_PAGE_PATH, type PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { SECRET_TOKEN_PATTERN, secretPageUrl } from '@littlegivers/shared/contract/schemas/secret-link';
import type { CodeVault } from '../lib/code-vault';
import { orderGreeting } from '../lib/order-greeting';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';
import { mailByDate } from '../mail/mail-by';
import type { Repositories } from '../repositories';
import { trackingUrl } from './mail-events';

/** The purchaser's page URL of a token (SITE_URL + /my-gift#token). */
export function purchaserPageUrl(siteUrl: string, token: string): string {
  return secretPageUrl(siteUrl, PURCHASER_PAGE_PATH, token);
}

/** Issues a purchaser link inside the caller's transaction; returns the token, in clear, for that caller only. */
export async function issuePurchaserLink(tx: Repositories, vault: CodeVault, orderId: number): Promise<string> {
  const token = newSecretToken();
  await tx.purchaserLinks.insert({ orderId, tokenHash: hashSecretToken(token), tokenCiphertext: vault.encrypt(token) });
  return token;
}

/** One section of the view per concern, each added by the module that owns it (the e-card adds `email`). */
export type PurchaserViewSection = (orderId: number, view: PurchaserView) => Promise<Partial<PurchaserView>>;

export interface PurchaserLinkDeps {
  repositories: Repositories;
  vault: CodeVault;
  siteUrl: string;
  cardMailBusinessDays: number;
  /** Sections that other modules add to the view (the e-card's delivery). */
  sections?: PurchaserViewSection[];
}

export function createPurchaserLinkService(deps: PurchaserLinkDeps) {
  const { repositories, vault, siteUrl, cardMailBusinessDays, sections = [] } = deps;

  /** The order a token opens, or undefined alike for a malformed, unknown or revoked token. */
  async function orderOf(token: string) {
    if (!SECRET_TOKEN_PATTERN.test(token)) return undefined;
    return repositories.purchaserLinks.findOrder(hashSecretToken(token));
  }

  return {
    orderOf,

    /** The order's live page URL, or null (an order paid before links existed, or revoked). */
    async linkOf(orderId: number): Promise<string | null> {
      const row = await repositories.purchaserLinks.newestLive(orderId);
      return row ? purchaserPageUrl(siteUrl, vault.decrypt(row.tokenCiphertext)) : null;
    },

    /** What the purchaser's page shows, or undefined when the token opens nothing. */
    async view(token: string): Promise<PurchaserView | undefined> {
      const row = await orderOf(token);
      const paidAt = row?.order.paidAt;
      if (!row || !paidAt) return undefined;
      const { order, cardType, shipment } = row;
      const greeting = orderGreeting(order, cardType);
      let view: PurchaserView = {
        orderIdentifier: order.orderIdentifier,
        paidAt: paidAt.toISOString(),
        recipientName: order.recipientName,
        fromName: displayPurchaserName(order.fromName),
        greeting: { header: greeting.header, lines: greeting.lines },
        giftAmount: order.giftCents / 100,
        total: order.totalCents / 100,
        delivery: order.delivery,
      };
      if (deliveryMethod(order.delivery).printedByTeam) {
        view.post = {
          mailBy: mailByDate(paidAt, cardMailBusinessDays),
          shippedAt: shipment?.shippedAt.toISOString() ?? null,
          trackingUrl: shipment?.trackingNumber ? trackingUrl(shipment.trackingNumber) : null,
        };
      }
      for (const section of sections) view = { ...view, ...(await section(order.id, view)) };
      return view;
    },
  };
}

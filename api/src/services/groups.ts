/**
 * Group gifts (docs/group-gifts.md): the organizer starts a card (services/ordering.ts makes it,
 * unpaid) and gets two links; givers chip in through the share link, each with their own PayPal
 * order, captured as every payment is (services/payments.ts) and receipted on its own; the card
 * closes at 8:00 on its closing day in the organizer's zone, or earlier by the organizer, and goes
 * out once for the total (services/group-closing.ts). The links' answers: services/group-views.ts.
 * A mailed card's organizer pays its postage when starting (its own PayPal order, captured by the
 * server as every payment is): until that capture, both links open nothing and no message goes.
 */

import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { groupClosesAt, MAX_GROUP_DAYS } from '@littlegivers/shared/contract/group';
import { fromCents, toCents } from '@littlegivers/shared/contract/money';
import { type ContributionRequest, GROUP_MESSAGES, type GroupStart } from '@littlegivers/shared/contract/schemas/group';
import type { OrderPaymentData } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { addDays, dayIn } from '@littlegivers/shared/contract/send-day';
import type { CodeVault } from '../lib/code-vault';
import { HttpError } from '../lib/http-error';
import { hashSecretToken } from '../lib/secret-token';
import type { PayPalClient } from '../paypal/client';
import type { Repositories } from '../repositories';
import type { ContributionRow, GroupRow } from '../repositories/groups';
import { cancelGroup, closeGroup, recordCapturedPart, refundDue } from './group-closing';
import { newGroupLinks } from './group-links';
import { postageReceiptNumber, queueGroupNotice, queuePostageReceipt } from './group-mail';
import { organizerView, shareView, staffGroupView } from './group-views';
import type { OrderingService } from './ordering';
import { centsToValue, type PaymentLog, type PaymentService, PROVIDER_UNREACHABLE, paymentRecord } from './payments';
import { UNAPPROVED_EXPIRY_MS } from './reconcile';

export const GROUP_CLOSED_MESSAGE = 'This card has closed: nothing more can be added.';
export const GROUP_NOT_FOUND = 'This link does not open a group card.';
/** New parts per share link in 10 minutes, and per giver's e-mail in an hour (across every process). */
export const PARTS_PER_LINK = 30;
export const PARTS_PER_PAYER = 5;

export interface GroupServiceDeps {
  repositories: Repositories;
  ordering: OrderingService;
  payments: PaymentService;
  paypal: PayPalClient;
  vault: CodeVault;
  log?: PaymentLog;
}

export function createGroupService(deps: GroupServiceDeps) {
  const { repositories, ordering, payments, paypal, vault } = deps;

  /** A link opens its group once the group is started: nothing to pay, or its postage captured. */
  const usable = (group: GroupRow | undefined): GroupRow => {
    if (!group || group.postageState === 'due') throw new HttpError(404, GROUP_NOT_FOUND);
    return group;
  };
  async function byShareToken(token: string): Promise<GroupRow> {
    return usable(await repositories.groups.findByShareHash(hashSecretToken(token)));
  }
  async function byOrganizerToken(token: string): Promise<GroupRow> {
    return usable(await repositories.groups.findByOrganizerHash(hashSecretToken(token)));
  }
  const orderingLog = { error: (object: unknown, message: string) => deps.log?.error({ err: object }, message) };

  return {
    /**
     * POST /Group: the card and its group in one transaction; the organizer's message with both
     * links. A mailed card: its postage's PayPal order, and the message waits for its capture.
     */
    async start(body: GroupStart, now: Date) {
      const today = dayIn(now, body.timeZone);
      if (body.closesOn <= today || body.closesOn > addDays(today, MAX_GROUP_DAYS))
        throw new HttpError(400, `closesOn: ${GROUP_MESSAGES.closesOn}`);
      const closesAt = groupClosesAt(body.closesOn, body.timeZone);
      const links = newGroupLinks(vault);
      // An e-card goes when the group closes: on its closing day, at 8:00 in the organizer's zone.
      const card = deliveryMethod(body.card.delivery).needsGrownUp
        ? { ...body.card, sendOn: body.closesOn, timeZone: body.timeZone }
        : body.card;
      const { stored: postage } = await ordering.createGroupCard(
        card,
        async (tx, orderId, postage) => {
          const group = await tx.groups.create({
            orderId,
            ...links.hashes,
            closesOn: body.closesOn,
            timeZone: body.timeZone,
            closesAt,
            ...(postage
              ? {
                  postageCents: postage.cents,
                  postageState: 'due' as const,
                  postagePaypalOrderId: postage.paypalOrderId,
                  pendingLinks: links.ciphertexts,
                }
              : {}),
          });
          const order = await tx.orders.findById(orderId);
          if (order && !postage)
            await queueGroupNotice(tx, group, order, { what: 'started', links: links.ciphertexts });
          return postage;
        },
        orderingLog,
      );
      return {
        shareToken: links.share,
        organizerToken: links.organizer,
        closesAt: closesAt.toISOString(),
        ...(postage ? { postage: { amount: fromCents(postage.cents), payPalOrderId: postage.paypalOrderId } } : {}),
      };
    },

    /**
     * POST /Group/organizer/postage: a mailed card's postage captured (idempotent), then the group
     * started: its links work, and the organizer gets the links and the postage's receipt.
     */
    async payPostage(token: string, data: OrderPaymentData, now: Date) {
      const group = await repositories.groups.findByOrganizerHash(hashSecretToken(token));
      if (!group) throw new HttpError(404, GROUP_NOT_FOUND);
      if (!group.postageState || !group.postageCents || !group.postagePaypalOrderId)
        throw new HttpError(409, 'This group card has no postage to pay.');
      if (group.postagePaypalOrderId !== data.payPalId)
        throw new HttpError(400, 'payPalId: does not belong to this group card');
      if (group.postageState === 'due') await capturePostage(group, paymentRecord(data), now);
      return {
        status: 'paid' as const,
        amount: fromCents(group.postageCents),
        receiptNumber: postageReceiptNumber(group.id),
      };
    },

    async shareView(token: string) {
      return shareView(repositories, await byShareToken(token));
    },

    async organizerView(token: string) {
      return organizerView(repositories, await byOrganizerToken(token));
    },

    /** A giver's part and its PayPal order (nothing kept when PayPal cannot be reached). */
    async contribute(body: ContributionRequest, now: Date) {
      const group = await byShareToken(body.token);
      if (group.state !== 'open' || group.closesAt <= now) throw new HttpError(409, GROUP_CLOSED_MESSAGE);
      const recent = await repositories.groups.recentParts(group.id, body.email, now);
      if (recent.onLink >= PARTS_PER_LINK || recent.byPayer >= PARTS_PER_PAYER)
        throw new HttpError(429, 'Too many parts at once: please try again in a little while.');
      const amountCents = toCents(body.amount);
      const part = await repositories.groups.addContribution({
        groupId: group.id,
        name: body.name,
        email: body.email,
        line: body.line?.trim() || null,
        showAmount: body.showAmount ?? false,
        amountCents,
        createdAt: now,
      });
      try {
        const order = await paypal.createOrder({
          amount: centsToValue(amountCents),
          referenceId: `GROUP-PART-${part.id}`,
          description: 'Little Givers group card',
          requestId: `lg-create-contribution-${part.id}`,
        });
        await repositories.groups.setPayPalOrderId(part.id, order.id);
        return { id: part.publicId, amount: fromCents(amountCents), payPalOrderId: order.id };
      } catch (error) {
        payments.logFailure('create', { kind: 'contribution', id: part.id }, { kind: 'error', error });
        await repositories.groups.removeContribution(part.id);
        throw new HttpError(502, PROVIDER_UNREACHABLE);
      }
    },

    /** POST /Group/contribution/{id}/paypalData: captured, then counted (or refunded: the card had gone). */
    async payContribution(publicId: string, data: OrderPaymentData, now: Date) {
      const part = await repositories.groups.contributionByPublicId(publicId);
      if (!part) throw new HttpError(404, 'Contribution not found');
      if (!part.paypalOrderId || part.paypalOrderId !== data.payPalId)
        throw new HttpError(400, 'payPalId: does not belong to this contribution');
      if (part.status === 'pending') await captureAndRecord(part, paymentRecord(data), now);
      const after = await repositories.groups.contributionByPublicId(publicId);
      return {
        status: 'paid' as const,
        counted: after?.status === 'paid',
        amount: fromCents(part.amountCents),
        receiptNumber: `C-${part.id}`,
      };
    },

    async close(token: string, now: Date) {
      const group = await byOrganizerToken(token);
      const outcome = await closeGroup(repositories, vault, group.id, now);
      if (outcome.postageRefundCents) await refundDue(deps, now);
      return outcome;
    },

    async cancel(token: string, now: Date) {
      const group = await byOrganizerToken(token);
      const outcome = await cancelGroup(repositories, group.id, now);
      await refundDue(deps, now);
      return outcome;
    },

    /**
     * Reconciliation's look at parts whose browser request was lost after the giver approved
     * (services/reconcile.ts): every part left uncaptured between `minAgeMs` and PayPal's 3 hours
     * for an approval, at most `limit`, the newest first, is looked up at PayPal; an approved (or
     * completed) one is captured with its own request id and recorded as the browser's request
     * would have (counted, or refunded when the card had gone). The same for a mailed card's
     * postage: an approved one is captured and the group starts (its links, its receipt).
     */
    async settleLostParts(now: Date, { minAgeMs, limit }: { minAgeMs: number; limit: number }) {
      const parts = await repositories.groups.uncaptured(
        { from: new Date(now.getTime() - UNAPPROVED_EXPIRY_MS), until: new Date(now.getTime() - minAgeMs) },
        limit,
      );
      let settled = 0;
      for (const part of parts) {
        try {
          const order = await paypal.getOrder(part.paypalOrderId ?? '');
          if (order?.status !== 'APPROVED' && order?.status !== 'COMPLETED') continue;
          await captureAndRecord(part, null, now);
          settled++;
        } catch (error) {
          deps.log?.error({ err: error, record: `contribution ${part.id}` }, 'reconciliation could not settle a part');
        }
      }
      // A mailed card's postage the organizer approved, its capture lost: the group starts as it would have.
      const starts = await repositories.groups.postageUncaptured(
        { from: new Date(now.getTime() - UNAPPROVED_EXPIRY_MS), until: new Date(now.getTime() - minAgeMs) },
        limit,
      );
      for (const group of starts) {
        try {
          const order = await paypal.getOrder(group.postagePaypalOrderId ?? '');
          if (order?.status !== 'APPROVED' && order?.status !== 'COMPLETED') continue;
          await capturePostage(group, null, now);
          settled++;
        } catch (error) {
          deps.log?.error({ err: error, record: `postage ${group.id}` }, 'reconciliation could not settle a postage');
        }
      }
      return { checked: parts.length + starts.length, settled };
    },

    /** The staff console's view of a group card by its order number (services/group-views.ts). */
    staffView(orderIdentifier: string, personalData: boolean) {
      return staffGroupView(repositories, orderIdentifier, personalData);
    },

    /** `ops groups`: every group, its card's number, its state and its parts by status (no personal data). */
    overview() {
      return repositories.groups.overview();
    },

    /** `ops groups close|cancel <order>`: as the organizer's link would; undefined when no group has that card. */
    async actByOrder(orderIdentifier: string, action: 'close' | 'cancel', now: Date) {
      const group = await repositories.groups.findByOrderIdentifier(orderIdentifier);
      if (!group) return undefined;
      /** The group had left `open` before this call: nothing changed. */
      const already = group.state !== 'open';
      if (action === 'close') {
        const outcome = await closeGroup(repositories, vault, group.id, now);
        if (outcome.postageRefundCents) await refundDue(deps, now);
        return { ...outcome, already };
      }
      const outcome = await cancelGroup(repositories, group.id, now);
      await refundDue(deps, now);
      return { ...outcome, already };
    },

    /** The timed run: closes every group whose moment has come, then retries the refunds still due. */
    async closeDue(now: Date) {
      let closed = 0;
      for (const group of await repositories.groups.due(now)) {
        await closeGroup(repositories, vault, group.id, now);
        closed++;
      }
      return { closed, refunded: await refundDue(deps, now) };
    },
  };

  /**
   * Captures a mailed card's postage at PayPal (its own request id) and starts the group, once: the
   * links work from then on, and the organizer gets them with the postage's receipt.
   */
  async function capturePostage(group: GroupRow, paymentData: ReturnType<typeof paymentRecord> | null, now: Date) {
    const { id: captureId } = await payments.capture({
      kind: 'postage',
      id: group.id,
      paypalOrderId: group.postagePaypalOrderId ?? '',
      totalCents: group.postageCents ?? 0,
    });
    await repositories.transaction(async (tx) => {
      const paid = await tx.groups.markPostagePaid(group.id, {
        postageCaptureId: captureId,
        postagePaymentData: paymentData,
        postagePaidAt: now,
      });
      const card = paid ? await tx.orders.findById(paid.orderId) : undefined;
      if (!paid || !card) return;
      if (group.pendingLinks) await queueGroupNotice(tx, paid, card, { what: 'started', links: group.pendingLinks });
      await queuePostageReceipt(tx, paid, card);
    });
  }

  /** Captures a part at PayPal (its own request id) and records it: counted, or refunded when the card had gone. */
  async function captureAndRecord(
    part: ContributionRow,
    paymentData: ReturnType<typeof paymentRecord> | null,
    now: Date,
  ) {
    const { id: captureId } = await payments.capture({
      kind: 'contribution',
      id: part.id,
      paypalOrderId: part.paypalOrderId ?? '',
      totalCents: part.amountCents,
    });
    const outcome = await recordCapturedPart(repositories, part, { captureId, paymentData }, now);
    if (outcome === 'late') await refundDue(deps, now, await refreshed(part.publicId));
  }

  async function refreshed(publicId: string) {
    const row = await repositories.groups.contributionByPublicId(publicId);
    return row ? [row] : [];
  }
}
export type GroupService = ReturnType<typeof createGroupService>;

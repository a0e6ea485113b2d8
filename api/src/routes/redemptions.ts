/**
 * Redemption: POST /redemptionSession opens a session for a valid unredeemed code (human check
 * first, wrong guesses limited per client); PUT /redemptionSession/{id} donates the gift to the
 * chosen charity, redeeming the code in the same transaction (exactly once under concurrency).
 */
import { displayPurchaserName } from '@littlegivers/shared/greeting';
import { toCents } from '@littlegivers/shared/money';
import { apiErrorSchema, idParamSchema } from '@littlegivers/shared/schemas/common';
import {
  redeemNowRequestSchema,
  redeemNowResponseSchema,
  redemptionSchema,
  redemptionSessionRequestSchema,
} from '@littlegivers/shared/schemas/redemption';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, organizations, redemptionSelections, redemptionSessions, redemptions } from '../db/schema';
import { hashSessionId, newSessionId } from '../lib/code-vault';
import { HttpError } from '../lib/http-error';
import { queueGiftOpened } from '../mail/events';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
export const TOO_MANY_GUESSES = 'Too many codes that did not match. Please wait a few minutes and try again.';

/** One counter per IPv4 address, or per IPv6 /64 (one home or phone can hold a whole /64). */
export function guessKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = ip] = ip.split('%');
  const parts = head.split('::');
  const left = (parts[0] ?? '').split(':').filter(Boolean);
  const right = parts.length > 1 ? (parts[1] ?? '').split(':').filter(Boolean) : [];
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export const redemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/redemptionSession',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['redemption'],
        summary:
          'Open a redemption session for a code. A wrong or used code answers 200 without id and sessionId; too many wrong codes answer 429.',
        body: redemptionSessionRequestSchema,
        response: { 200: redemptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!app.config.debug && !(await app.altcha.verify(request.body.captcha))) {
        throw new HttpError(400, 'captcha: Please complete the human check first');
      }
      const clientKey = guessKey(request.ip);
      const used = await app.guessLimiter.take(clientKey);
      if (used > app.config.redeemGuessLimit) {
        reply.header('retry-after', String(Math.ceil(app.config.redeemGuessWindowMs / 1000)));
        return reply.code(429).send({ message: TOO_MANY_GUESSES });
      }
      const codeHash = app.vault.hash(request.body.redemptionCode);
      const [row] = await db
        .select({ redemption: redemptions, order: orders })
        .from(redemptions)
        .innerJoin(orders, eq(redemptions.orderId, orders.id))
        .where(eq(redemptions.codeHash, codeHash));
      if (!row || row.redemption.redeemedAt !== null || row.order.status !== 'paid') {
        return { redemptionCode: null };
      }
      await app.guessLimiter.giveBack(clientKey);
      const sessionId = newSessionId();
      const expiresAt = new Date(Date.now() + app.config.redemptionSessionTtlMs);
      await db
        .insert(redemptionSessions)
        .values({ redemptionId: row.redemption.id, sessionHash: hashSessionId(sessionId), expiresAt });
      return {
        id: row.redemption.id,
        sessionId,
        expirationDate: expiresAt.toISOString(),
        amount: row.redemption.amountCents / 100,
        order: {
          recipientName: row.order.recipientName,
          fromName: displayPurchaserName(row.order.fromName),
          orderIdentifier: row.order.orderIdentifier,
        },
      };
    },
  );

  app.put(
    '/redemptionSession/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['redemption'],
        summary: 'Redeem now: donate the gift to the chosen charity in the child’s name (409 when already redeemed)',
        params: z.object({ id: idParamSchema }),
        body: redeemNowRequestSchema,
        response: { 200: redeemNowResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { sessionId, selection } = request.body;
      const [row] = await db
        .select({ redemption: redemptions, order: orders })
        .from(redemptions)
        .innerJoin(orders, eq(redemptions.orderId, orders.id))
        .where(eq(redemptions.id, id));
      if (!row) throw new HttpError(404, 'Redemption not found');
      if (row.redemption.redeemedAt) throw new HttpError(409, 'This gift has already been given');

      const [session] = await db
        .select()
        .from(redemptionSessions)
        .where(
          and(eq(redemptionSessions.sessionHash, hashSessionId(sessionId)), eq(redemptionSessions.redemptionId, id)),
        );
      if (!session) {
        // A redemption that won a race just now deletes its sessions: say "already given", not "not found".
        const [current] = await db
          .select({ redeemedAt: redemptions.redeemedAt })
          .from(redemptions)
          .where(eq(redemptions.id, id));
        if (current?.redeemedAt) throw new HttpError(409, 'This gift has already been given');
        throw new HttpError(404, 'sessionId: redemption session not found');
      }
      if (session.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(400, 'sessionId: the redemption session has expired; please enter the code again');
      }

      const totalCents = selection.reduce((sum, item) => sum + toCents(item.amount), 0);
      if (totalCents !== row.redemption.amountCents)
        throw new HttpError(400, 'selection.amount: must equal the gift amount');
      const orgIds = [...new Set(selection.map((item) => item.redemptionOrgId))];
      const activeOrgs = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(inArray(organizations.id, orgIds), eq(organizations.active, true)));
      if (activeOrgs.length !== orgIds.length) {
        throw new HttpError(400, 'selection.redemptionOrgId: this charity is not available');
      }

      const redeemedAt = await db.transaction(async (tx) => {
        const [redeemed] = await tx
          .update(redemptions)
          .set({ redeemedAt: new Date() })
          .where(and(eq(redemptions.id, id), isNull(redemptions.redeemedAt)))
          .returning({ redeemedAt: redemptions.redeemedAt });
        if (!redeemed?.redeemedAt) return null;
        await tx.insert(redemptionSelections).values(
          selection.map((item) => ({
            redemptionId: id,
            organizationId: item.redemptionOrgId,
            amountCents: toCents(item.amount),
            recipientName: row.order.recipientName,
          })),
        );
        await tx.delete(redemptionSessions).where(eq(redemptionSessions.redemptionId, id));
        await queueGiftOpened(tx, id); // mail: 'your gift was opened', in this transaction
        return redeemed.redeemedAt;
      });
      if (!redeemedAt) throw new HttpError(409, 'This gift has already been given');
      return {
        id,
        redeemed: true as const,
        redeemedAt: redeemedAt.toISOString(),
        recipientName: row.order.recipientName,
        selection,
      };
    },
  );
};

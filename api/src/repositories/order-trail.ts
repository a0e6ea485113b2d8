/** What happened to one gift, read for its trail: code reissues, the charities chosen, the messages sent about it. */
import { asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codeReissues, mailOutbox, organizations, redemptionSelections, redemptions } from '../db/schema';

export function createOrderTrailRepository(db: Db) {
  return {
    async redemptionOf(orderId: number) {
      const [row] = await db.select({ id: redemptions.id }).from(redemptions).where(eq(redemptions.orderId, orderId));
      return row;
    },
    reissues(orderId: number) {
      return db.select().from(codeReissues).where(eq(codeReissues.orderId, orderId)).orderBy(asc(codeReissues.id));
    },
    selections(redemptionId: number) {
      return db
        .select({
          name: organizations.organizationName,
          amountCents: redemptionSelections.amountCents,
          at: redemptionSelections.createdAt,
        })
        .from(redemptionSelections)
        .innerJoin(organizations, eq(organizations.id, redemptionSelections.organizationId))
        .where(eq(redemptionSelections.redemptionId, redemptionId))
        .orderBy(asc(redemptionSelections.id));
    },
    /** The order's messages, by the idempotency keys its events queue them under (mail-events.ts). */
    messages(orderId: number, redemptionId: number | null) {
      return db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(
          or(
            eq(mailOutbox.idempotencyKey, `order-paid:${orderId}`),
            like(mailOutbox.idempotencyKey, `order-shipped:${orderId}:%`),
            redemptionId === null ? undefined : eq(mailOutbox.idempotencyKey, `code-redeemed:${redemptionId}`),
          ),
        )
        .orderBy(asc(mailOutbox.id));
    },
  };
}
export type OrderTrailRepository = ReturnType<typeof createOrderTrailRepository>;

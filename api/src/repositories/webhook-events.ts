/** PayPal webhook events already handled (PayPal retries deliveries). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paypalWebhookEvents } from '../db/schema';

export function createWebhookEventsRepository(db: Db) {
  return {
    /** Remembers an event; false when it was already handled. */
    async remember(event: { id: string; eventType: string; resourceId: string }): Promise<boolean> {
      const inserted = await db
        .insert(paypalWebhookEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: paypalWebhookEvents.id });
      return inserted.length > 0;
    },
    /** Forgets an event, so PayPal's retry is processed. */
    async forget(id: string) {
      await db.delete(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, id));
    },
  };
}
export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;

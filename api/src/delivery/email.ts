/**
 * Emailed to a grown-up: the new order stores the grown-up and the day; paying schedules the
 * message (services/ecard.ts); the paid answer says to whom and when; a reissue revokes the page
 * link and sends a new one now.
 */
import { sendAtFor } from '@littlegivers/shared/contract/send-day';
import { reissueEcard, scheduleOnPaid } from '../services/ecard';
import type { DeliveryApi } from './method';

export const emailApi: DeliveryApi = {
  onCreate: async (tx, order, payload) => {
    const grownUp = {
      grownUpName: payload.grownUpName ?? '',
      grownUpEmail: payload.grownUpEmail ?? '',
      sendOn: payload.sendOn ?? '',
      timeZone: payload.timeZone ?? 'UTC',
    };
    await tx.ecards.insertDelivery({
      orderId: order.id,
      ...grownUp,
      sendAt: sendAtFor(grownUp.sendOn, grownUp.timeZone),
    });
  },
  onPaid: async (tx, order, paidAt, settings) => {
    await scheduleOnPaid(tx, settings.vault, order, paidAt);
    return {};
  },
  paidAnswer: async (repositories, order) => {
    const row = await repositories.ecards.delivery(order.id);
    if (!row) return {};
    const { grownUpName, grownUpEmail, sendOn, timeZone, sendAt } = row.delivery;
    return { email: { grownUpName, grownUpEmail, sendOn, timeZone, sendAt: sendAt.toISOString() } };
  },
  onReissue: async (tx, order, now, settings) => ({
    ecardUrl: await reissueEcard(tx, settings.vault, order, { now, siteUrl: settings.siteUrl }),
  }),
  waitsForPrinting: false,
};

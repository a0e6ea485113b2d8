/**
 * Emailed to a grown-up: the new order stores the grown-up and the day; paying schedules the
 * message (services/ecard.ts); the paid answer says to whom and when; a reissue revokes the page
 * link and sends a new one now.
 */
import { ecardSendsNow } from '@littlegivers/shared/contract/ecard-plan';
import { sendAtFor } from '@littlegivers/shared/contract/send-day';
import { longDate } from '../mail/templates/format';
import { reissueEcard, scheduleOnPaid } from '../services/ecard';
import type { DeliveryApi } from './method';

export const emailApi: DeliveryApi = {
  receipt: {
    preview: ({ ecard, paidAt }) => {
      if (!ecard) return 'e-card emailed to a grown-up on the day you chose';
      return ecardSendsNow(ecard, new Date(paidAt))
        ? `e-card emailed to ${ecard.grownUpName} now`
        : `e-card emailed to ${ecard.grownUpName} on ${longDate(ecard.sendOn)}`;
    },
    costLabel: () => 'Delivery: e-card by email',
  },
  reminder: { whereTheCodeIs: () => 'in the e-card' },
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

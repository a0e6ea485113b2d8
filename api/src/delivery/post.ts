/** Posted by the team: the print queue has it; the paid answer says by when it is mailed; a reissue puts it back on the queue. */
import { mailByDate } from '../mail/mail-by';
import { longDate } from '../mail/templates/format';
import type { DeliveryApi } from './method';

export const postApi: DeliveryApi = {
  receipt: {
    preview: (_data, mailBy) => `card mailed by ${longDate(mailBy)}`,
    costLabel: (data) => `Shipping: ${data.shippingName}`,
  },
  reminder: {
    whereTheCodeIs: (reissued) =>
      reissued ? 'printed on the new card we mailed (the first card’s code no longer works)' : 'printed on the card',
  },
  onCreate: async () => {},
  onPaid: async () => ({}),
  paidAnswer: async (_repositories, order, settings) => ({
    mailBy: mailByDate(order.paidAt ?? new Date(), settings.cardMailBusinessDays),
  }),
  onReissue: async (tx, order) => {
    await tx.postal.requeue(order.id);
    return {};
  },
  waitsForPrinting: true,
};

/**
 * Posted by the team: printed, hand packed and mailed to the ship-to (delivery 'mail'). The gift's
 * year starts when the card is printed and mailed (a reissued card: when the new one was).
 */
import type { DeliveryMethod } from '../delivery';

export const postDelivery = {
  id: 'mail',
  needsAddress: true,
  printedByTeam: true,
  downloadable: false,
  needsGrownUp: false,
  listedByLabel: false,
  receiptLinkLabel: 'see your gift',
  opsLabel: 'mail',
  opsHandOff: 'printed and mailed by the team',
  orderHint: 'is mailed: send delivery "mail" and the address',
  tokenCaption: "Mailed with the card: a keepsake token with the child's own secret code.",
  paidState: 'on its way',
  timeline: {
    reachedBy: 'mailed',
    reachedWhen: 'the day the card is printed and mailed',
    reachedAt: (facts) => facts.shippedAt ?? facts.printedAt ?? null,
    expectedAt: (facts) => facts.mailBy ?? null,
  },
} as const satisfies DeliveryMethod;

/** Posted by the team: printed, hand packed and mailed to the ship-to (delivery 'mail'). */
import type { DeliveryMethod } from '../delivery';

export const postDelivery = {
  id: 'mail',
  needsAddress: true,
  printedByTeam: true,
  needsGrownUp: false,
  receiptLinkLabel: 'see your gift',
  opsLabel: 'mail',
  tokenCaption: "Mailed with the card: a keepsake token with the child's own secret code.",
  paidState: 'on its way',
} as const satisfies DeliveryMethod;

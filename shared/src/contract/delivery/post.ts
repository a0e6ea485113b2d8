/** Posted by the team: printed, hand packed and mailed to the ship-to (delivery 'mail'). */
import type { DeliveryMethod } from '../delivery';

export const postDelivery = {
  id: 'mail',
  needsAddress: true,
  printedByTeam: true,
  needsGrownUp: false,
  receiptLinkLabel: 'see your gift',
  opsLabel: 'mail',
} as const satisfies DeliveryMethod;

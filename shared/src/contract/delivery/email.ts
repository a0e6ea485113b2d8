/**
 * Emailed to a grown-up: an e-card sent to the parent or guardian who hands it to the child (never
 * to the child), on the day the purchaser chooses (delivery 'email'). No ship-to, no postage.
 */
import type { DeliveryMethod } from '../delivery';

export const emailDelivery = {
  id: 'email',
  needsAddress: false,
  printedByTeam: false,
  needsGrownUp: true,
  receiptLinkLabel: 'change the delivery',
  opsLabel: 'email to a grown-up',
} as const satisfies DeliveryMethod;

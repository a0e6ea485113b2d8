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
  tokenCaption:
    "On the e-card: the token with the child's own secret code, on the card's page the grown-up opens from our email.",
  paidState: 'emailed on the day you chose',
} as const satisfies DeliveryMethod;

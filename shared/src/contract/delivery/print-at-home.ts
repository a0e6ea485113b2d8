/** Printed at home: a PDF to download right after paying; no ship-to, no postage (delivery 'print'). */
import type { DeliveryMethod } from '../delivery';

export const printAtHomeDelivery = {
  id: 'print',
  needsAddress: false,
  printedByTeam: false,
  needsGrownUp: false,
  receiptLinkLabel: 'see your gift',
  opsLabel: 'print at home',
  tokenCaption: "Printed with the card: the token panel with the child's own secret code.",
  paidState: 'ready to print',
} as const satisfies DeliveryMethod;

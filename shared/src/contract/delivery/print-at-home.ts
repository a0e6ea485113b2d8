/** Printed at home: a PDF to download right after paying; no ship-to, no postage (delivery 'print'). */
import type { DeliveryMethod } from '../delivery';

export const printAtHomeDelivery = {
  id: 'print',
  needsAddress: false,
  printedByTeam: false,
  needsGrownUp: false,
  receiptLinkLabel: 'see your gift',
  opsLabel: 'print at home',
} as const satisfies DeliveryMethod;

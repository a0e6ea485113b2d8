/**
 * Printed at home: a PDF to download right after paying; no ship-to, no postage (delivery 'print').
 * The gift's year starts when the card is ready to print: paid, or the new card of a reissue.
 */
import type { DeliveryMethod } from '../delivery';

export const printAtHomeDelivery = {
  id: 'print',
  needsAddress: false,
  printedByTeam: false,
  downloadable: true,
  needsGrownUp: false,
  listedByLabel: true,
  receiptLinkLabel: 'see your gift',
  opsLabel: 'print at home',
  opsHandOff: 'printed at home (the purchaser downloads the card)',
  orderHint: 'is printed at home: send delivery "print" and no address',
  tokenCaption: "Printed with the card: the token panel with the child's own secret code.",
  paidState: 'ready to print',
  timeline: {
    reachedBy: 'ready-to-print',
    reachedWhen: 'the day the card is ready to print at home',
    reachedAt: (facts) => (facts.reissuedAt && facts.reissuedAt > facts.paidAt ? facts.reissuedAt : facts.paidAt),
    expectedAt: () => null,
  },
} as const satisfies DeliveryMethod;

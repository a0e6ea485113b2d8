/**
 * Emailed to a grown-up: an e-card sent to the parent or guardian who hands it to the child (never
 * to the child), on the day the purchaser chooses (delivery 'email'). No ship-to, no postage. The
 * gift's year starts when the e-card is e-mailed (the last sending: a resend to a corrected
 * address, or a reissued card, counts from when it went).
 */
import type { DeliveryMethod } from '../delivery';

export const emailDelivery = {
  id: 'email',
  needsAddress: false,
  printedByTeam: false,
  downloadable: false,
  needsGrownUp: true,
  listedByLabel: false,
  receiptLinkLabel: 'change the delivery',
  opsLabel: 'email to a grown-up',
  opsHandOff: 'email to a grown-up (an e-card)',
  orderHint: 'is emailed to a grown-up: send delivery "email", the grown-up and the day',
  tokenCaption:
    "On the e-card: the token with the child's own secret code, on the card's page the grown-up opens from our email.",
  paidState: 'emailed on the day you chose',
  timeline: {
    reachedBy: 'emailed',
    reachedWhen: 'the day the e-card is e-mailed to the grown-up',
    reachedAt: (facts) => facts.ecardSentAt ?? null,
    expectedAt: (facts) => facts.ecardSendAt ?? null,
  },
} as const satisfies DeliveryMethod;

/**
 * Delivery: how the card reaches the child. One concept with one module per method, each holding
 * what differs between them (./delivery/post.ts, ./delivery/print-at-home.ts, ./delivery/email.ts):
 * whether it needs a ship-to, whether the team prints and posts it, what the purchaser is told,
 * when the gift's year starts. Code that branches on the method asks its definition here instead
 * of comparing names (api/test/lint/delivery-names.test.ts fails on a comparison elsewhere).
 *
 * Adding a method: its module here and in api/src/delivery/, its name in `DELIVERY_METHODS` (the
 * compiler then asks for it in every map keyed by method), and a migration (the column's enum).
 */
import * as z from 'zod/mini';
import { emailDelivery } from './delivery/email';
import { postDelivery } from './delivery/post';
import { printAtHomeDelivery } from './delivery/print-at-home';

/** The methods, by the name the API and the database use ('mail' is the post). */
export const DELIVERY_METHODS = ['mail', 'print', 'email'] as const;
export const deliverySchema = z.enum(DELIVERY_METHODS);
export type Delivery = z.infer<typeof deliverySchema>;
/** A package, order or answer that names no delivery is posted (the original and most common method). */
export const DEFAULT_DELIVERY: Delivery = 'mail';

/** How the card reached the child (the gift page's words pick on it). */
export type ReachedBy = 'emailed' | 'mailed' | 'ready-to-print';

/** The facts of a gift that say when its card reached the child (./gift-timeline.ts's `GiftFacts`). */
export interface ReachFacts {
  paidAt: Date;
  /** An e-card: when the card the child holds was last e-mailed; null while none has gone. */
  ecardSentAt?: Date | null;
  /** An e-card: when the waiting one is to go (its send day at 8:00 in its zone). */
  ecardSendAt?: Date | null;
  /** A mailed card: printed (the batch) and mailed (`ops ship`); both null again after a reissue. */
  printedAt?: Date | null;
  shippedAt?: Date | null;
  /** A mailed card not mailed yet: the latest day it will be. */
  mailBy?: Date | null;
  /** The newest reissue of the code (a new card), if any. */
  reissuedAt?: Date | null;
}

/** When the gift's year starts for a method (./gift-timeline.ts). */
export interface DeliveryTimeline {
  reachedBy: ReachedBy;
  /** The FAQ's and the gift page's words for the day the card reaches the child. */
  reachedWhen: string;
  /** When the card the child holds reached them; null while it has not. */
  reachedAt(facts: ReachFacts): Date | null;
  /** Not reached yet: when it is expected to; null when nothing says. */
  expectedAt(facts: ReachFacts): Date | null;
}

/** What differs between the methods. */
export interface DeliveryMethod {
  id: Delivery;
  /** The card is posted: the order needs the ship-to (the spec's shipping messages apply). */
  needsAddress: boolean;
  /** The team prints the card (the print queue, the labels) and posts it. */
  printedByTeam: boolean;
  /** The purchaser downloads the card as a PDF (the receipt's and the purchaser page's link). */
  downloadable: boolean;
  /** The order carries a grown-up's name and email and a day to send an e-card on; the grown-up gets the reminders. */
  needsGrownUp: boolean;
  /** Lists of orders name the method's label (`opsLabel`) rather than the order's package: the method has one package. */
  listedByLabel: boolean;
  /** The words of the receipt's link to the purchaser's page. */
  receiptLinkLabel: string;
  /** How operators' lists name it (`ops orders`). */
  opsLabel: string;
  /** How the card reaches the child when the team does not print it, in operators' words (`ops mark-printed`, `ops ship`). */
  opsHandOff: string;
  /** A new order naming a package of this method with another delivery is told: `package: "…" ${orderHint}`. */
  orderHint: string;
  /** Step 2's caption under the token with a sample code: how the child's code reaches them. */
  tokenCaption: string;
  /** Step 3's lead ends "your card is …" for a posted or printed card (an e-card says its plan instead). */
  paidState: string;
  /** When the gift's year starts. */
  timeline: DeliveryTimeline;
}

export const deliveryMethods: Record<Delivery, DeliveryMethod> = {
  mail: postDelivery,
  print: printAtHomeDelivery,
  email: emailDelivery,
};

/** The definition of a method (absent: posted). */
export function deliveryMethod(delivery: Delivery | null | undefined): DeliveryMethod {
  return deliveryMethods[delivery ?? DEFAULT_DELIVERY];
}

/**
 * The definition of a method named in an answer, or undefined for a name this build does not know
 * (a reader's open enum reads it as 'other'): the reader shows no method-specific part for it.
 */
export function knownDeliveryMethod(delivery: string | null | undefined): DeliveryMethod | undefined {
  if (delivery == null) return deliveryMethod(undefined);
  return Object.hasOwn(deliveryMethods, delivery) ? deliveryMethods[delivery as Delivery] : undefined;
}

/** The methods whose definition says `property`: the names a query filters on. */
export function deliveriesWhere(
  property: 'needsAddress' | 'printedByTeam' | 'downloadable' | 'needsGrownUp',
): Delivery[] {
  return DELIVERY_METHODS.filter((name) => deliveryMethods[name][property]);
}

/** The receipt's words for the link to the purchaser's page. */
export function receiptLinkLabel(delivery: Delivery | null | undefined): string {
  return deliveryMethod(delivery).receiptLinkLabel;
}

/** How a list of orders names an order's delivery: its package, or the method's label. */
export function deliveryShownAs(order: { delivery?: string | null; packageName: string }): string {
  const method = knownDeliveryMethod(order.delivery);
  return method?.listedByLabel ? method.opsLabel : order.packageName;
}

/**
 * Delivery: how the card reaches the child. One concept with one module per method, each holding
 * what differs between them (./delivery/post.ts, ./delivery/print-at-home.ts, ./delivery/email.ts):
 * whether it needs a ship-to, whether the team prints and posts it, what the purchaser is told.
 * Code that branches on the method asks its definition here instead of comparing names.
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

/** What differs between the methods. */
export interface DeliveryMethod {
  id: Delivery;
  /** The card is posted: the order needs the ship-to (the spec's shipping messages apply). */
  needsAddress: boolean;
  /** The team prints the card (the print queue, the labels) and posts it. */
  printedByTeam: boolean;
  /** The order carries a grown-up's name and email and a day to send an e-card on. */
  needsGrownUp: boolean;
  /** The words of the receipt's link to the purchaser's page. */
  receiptLinkLabel: string;
  /** How operators' lists name it (`ops orders`). */
  opsLabel: string;
  /** Step 2's caption under the token with a sample code: how the child's code reaches them. */
  tokenCaption: string;
  /** Step 3's lead ends "your card is …" for a posted or printed card (an e-card says its plan instead). */
  paidState: string;
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

/** The receipt's words for the link to the purchaser's page. */
export function receiptLinkLabel(delivery: Delivery | null | undefined): string {
  return deliveryMethod(delivery).receiptLinkLabel;
}

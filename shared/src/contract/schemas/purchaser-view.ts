/**
 * The purchaser's page (`/my-gift#<token>`): the secret link in the receipt opens what the
 * purchaser may see and do about one gift. `POST /purchaserView` with `{ token }` answers the
 * view; an unknown or revoked token answers 404. The view has one section per concern (the gift,
 * its delivery); pages add panels that read them (docs/ecard.md).
 */
import * as z from 'zod/mini';
import { DELIVERY_METHODS } from '../delivery';
import { afterGiftViewSchema } from './after-gift-view';
import { priceSchema } from './common';
import { openEnum } from './open-enum';
import { secretTokenSchema } from './secret-link';

export const PURCHASER_VIEW_PATH = '/purchaserView';
/** POST: change an e-card's delivery (`deliveryChangeSchema`); answers the new view. */
export const PURCHASER_DELIVERY_PATH = '/purchaserView/delivery';
/** The page route (a screen of the gift remote, through the shell). */
export const PURCHASER_PAGE_PATH = '/my-gift';
/**
 * How often the purchaser may send a sent e-card again in any 24 hours (to the same or a corrected
 * address): at once, so a wrong address is fixed on the day, and bounded, so the page cannot be
 * used to mail strangers.
 */
export const ECARD_RESENDS_PER_DAY = 3;

/** Mailed by the team: the latest mailing day (YYYY-MM-DD) and, once posted, when. */
export const postViewSchema = z.object({
  mailBy: z.string(),
  shippedAt: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});

/** An e-card's delivery as the purchaser sees it and may change it. */
export const emailViewSchema = z.object({
  grownUpName: z.string(),
  grownUpEmail: z.string(),
  /** YYYY-MM-DD in `timeZone`. */
  sendOn: z.string(),
  timeZone: z.string(),
  /** The instant it goes (ISO): 8:00 local on `sendOn`, or the moment of paying for the day of paying. */
  sendAt: z.string(),
  /** When it went (ISO), or null while it waits. */
  sentAt: z.nullable(z.string()),
  /**
   * After it went: when it may be sent again, once today's resends (ECARD_RESENDS_PER_DAY) are
   * used up; null while it waits or when it may be sent again now.
   */
  resendFrom: z.nullable(z.string()),
  /** After it went: how many more times it may be sent again now (of ECARD_RESENDS_PER_DAY in any 24 hours). */
  resendsLeft: z.optional(z.int()),
});
export type EmailView = z.infer<typeof emailViewSchema>;

/**
 * Printed at home: the card's live link (it works 30 days from when it was issued; null after),
 * and when a new card with a new code replaced the first (null: never), e-mailed to the purchaser.
 */
export const printViewSchema = z.object({
  cardUrl: z.nullable(z.string()),
  reissuedAt: z.nullable(z.string()),
});

export const purchaserViewSchema = z.object({
  orderIdentifier: z.string(),
  /** ISO instant. */
  paidAt: z.string(),
  recipientName: z.string(),
  fromName: z.string(),
  greeting: z.object({ header: z.string(), lines: z.array(z.string()) }),
  giftAmount: priceSchema,
  total: priceSchema,
  /** An open enum: the page shows a method it does not know without its method's own words. */
  delivery: openEnum(DELIVERY_METHODS),
  /** Present when mailed. */
  post: z.optional(postViewSchema),
  /** Present for an e-card. */
  email: z.optional(emailViewSchema),
  /** Present for a print-at-home card. */
  print: z.optional(printViewSchema),
  /** The gift's trail and the purchaser's settings after the gift (schemas/after-gift-view.ts). */
  afterGift: z.optional(afterGiftViewSchema),
});
export type PurchaserView = z.infer<typeof purchaserViewSchema>;

/**
 * A change of an e-card's delivery by the purchaser: before it goes, 'change' (any of the
 * grown-up's name and email, the day, the zone) or 'sendNow'; after, 'resend' (at once, up to
 * ECARD_RESENDS_PER_DAY times in any 24 hours, to the
 * same or a corrected name and email). Fields left out keep their values. The server checks them
 * with the rules of ./grown-up.ts.
 */
export const deliveryChangeSchema = z.object({
  token: secretTokenSchema,
  action: z.enum(['change', 'sendNow', 'resend']),
  grownUpName: z.optional(z.string().check(z.maxLength(100))),
  grownUpEmail: z.optional(z.string().check(z.maxLength(300))),
  sendOn: z.optional(z.string().check(z.maxLength(10))),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});
export type DeliveryChange = z.infer<typeof deliveryChangeSchema>;

/**
 * Group gifts' requests and answers (POST /Group and the routes of its two links). The links'
 * tokens travel in POST bodies (./secret-link.ts), never in an API URL. A contributor's e-mail and
 * amount are never in the share link's answer; an amount is shown only where its giver allowed it.
 */
import * as z from 'zod/mini';
import { MAX_PURCHASER_NAME_LENGTH } from '../greeting';
import { GROUP_STATES, MAX_GROUP_DAYS, MIN_CONTRIBUTION_AMOUNT } from '../group';
import { toCents } from '../money';
import { isDay, isTimeZone } from '../send-day';
import { giftAmountSchema, plainText, requiredText } from './common';
import { cardMessages } from './gift-card-info';
import { openEnum } from './open-enum';
import { orderPayloadSchema } from './order';
import { orderPaymentDataSchema } from './order-payment-data';
import { secretTokenSchema } from './secret-link';

export const GROUP_MESSAGES = {
  closesOn: `Please choose a closing day from tomorrow to ${MAX_GROUP_DAYS} days ahead`,
  timeZone: 'Please choose a time zone',
  name: 'Please type your name',
  amount: `Please chip in at least $${MIN_CONTRIBUTION_AMOUNT}`,
} as const;

/** POST /Group: the card as gift now builds it (its line items are not read), a closing day and zone. */
export const groupStartSchema = z.object({
  card: orderPayloadSchema,
  /** YYYY-MM-DD in `timeZone`: the group closes at 8:00 that day. */
  closesOn: z.string().check(z.refine(isDay, { error: GROUP_MESSAGES.closesOn })),
  /** The organizer's IANA time zone. */
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, { error: GROUP_MESSAGES.timeZone })),
});
export type GroupStart = z.infer<typeof groupStartSchema>;

const groupStateSchema = openEnum(GROUP_STATES);

/**
 * 200 answer of POST /Group: the two links' tokens (shown once; the organizer's is also e-mailed).
 * A mailed card: its postage to pay with PayPal (`payPalOrderId`), then POST /Group/organizer/postage;
 * until that capture both links open nothing.
 */
export const groupStartedSchema = z.object({
  shareToken: z.string(),
  organizerToken: z.string(),
  closesAt: z.string(),
  postage: z.optional(z.object({ amount: z.number(), payPalOrderId: z.string() })),
});

/** POST /Group/organizer/postage: the organizer's link and the postage's approved PayPal order. */
export const postagePaymentSchema = z.object({
  token: secretTokenSchema,
  ...orderPaymentDataSchema.shape,
});

/** 200 answer of POST /Group/organizer/postage: the postage paid, its receipt (e-mailed with the links). */
export const postagePaidSchema = z.object({
  status: z.literal('paid'),
  amount: z.number(),
  receiptNumber: z.string(),
});

/** A contribution as the share link sends it. */
export const contributionRequestSchema = z.object({
  token: secretTokenSchema,
  name: requiredText(GROUP_MESSAGES.name, MAX_PURCHASER_NAME_LENGTH),
  email: z.email({ error: cardMessages.emailFormat }).check(z.maxLength(254)),
  /** A line for the card (optional). */
  line: z.nullish(plainText(140)),
  amount: giftAmountSchema.check(
    z.refine((amount) => toCents(amount) >= toCents(MIN_CONTRIBUTION_AMOUNT), { error: GROUP_MESSAGES.amount }),
  ),
  /** Whether the card's page may show this amount beside the name. */
  showAmount: z.optional(z.boolean()),
});
export type ContributionRequest = z.infer<typeof contributionRequestSchema>;

/** 200 answer of POST /Group/shared/contribution: what the PayPal buttons need. */
export const contributionCreatedSchema = z.object({
  id: z.string(),
  amount: z.number(),
  payPalOrderId: z.string(),
});

/** 200 answer of POST /Group/contribution/{id}/paypalData. */
export const contributionPaidSchema = z.object({
  status: z.literal('paid'),
  /** 'counted' (in the card's total) or 'refunded' (the group had closed or was cancelled). */
  counted: z.boolean(),
  amount: z.number(),
  receiptNumber: z.string(),
});

/** One giver as the share link shows them: a name, the line, the amount only if they allowed it. */
const giverSchema = z.object({
  name: z.string(),
  line: z.nullish(z.string()),
  amount: z.optional(z.number()),
});

/** The card as its links show it. */
const groupCardSchema = z.object({
  recipientName: z.string(),
  greeting: z.object({ header: z.string(), lines: z.array(z.string()) }),
  delivery: z.string(),
  state: groupStateSchema,
  closesAt: z.string(),
  minimum: z.number(),
  givers: z.array(giverSchema),
});

/** 200 answer of POST /Group/shared. */
export const groupShareViewSchema = groupCardSchema;

/** 200 answer of POST /Group/organizer: the card and every contribution. */
export const groupOrganizerViewSchema = z.object({
  ...groupCardSchema.shape,
  total: z.number(),
  contributions: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      line: z.nullish(z.string()),
      amount: z.number(),
      status: z.string(),
      paidAt: z.nullish(z.string()),
    }),
  ),
  /** Closed: the card's order (its gift page and code go to the organizer as for any gift). */
  orderIdentifier: z.optional(z.string()),
});

/** The body of the organizer's requests, and of the share link's view. */
export const groupTokenSchema = z.object({ token: secretTokenSchema });

/** 200 answer of close and cancel. */
export const groupActionResultSchema = z.object({
  state: groupStateSchema,
  total: z.number(),
  givers: z.number(),
  /** A mailed card that will not go (cancelled, or closed with no part): the postage refunded to the organizer. */
  postageRefunded: z.optional(z.number()),
});

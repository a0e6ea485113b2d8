/**
 * The order payload of POST /Order and its answer (spec 3). The server recomputes every price
 * from its own tables: of the line items it reads only the giftAmount amount and whether a
 * donation line is present (donationEnabled); shipping comes from the package's cost and the
 * donation is always $1. Client totals are ignored.
 *
 * `delivery` ('mail' by default, or 'print' for print at home) decides the ship-to: a mailed card
 * needs every address field, with the spec's messages word for word; a card printed at home
 * carries none (absent, null or blank), and one that does is refused. The package must be of the
 * same delivery (checked by the server, which knows the packages). An e-card ('email') carries its
 * grown-up and day, and a gift of at least MIN_ECARD_GIFT_AMOUNT (ecard-policy.ts).
 */
import * as z from 'zod/mini';
import { deliveryMethod, deliverySchema } from '../delivery';
import { ECARD_MIN_GIFT_MESSAGE, isEcardGiftAmount } from '../ecard-policy';
import { MAX_CUSTOM_GREETING_LENGTH, MAX_PURCHASER_NAME_LENGTH, MAX_RECIPIENT_NAME_LENGTH } from '../greeting';
import {
  cleanJsonSchema,
  cleanMultilineText,
  cleanText,
  giftAmountSchema,
  idSchema,
  optionalText,
  plainText,
  priceSchema,
  requiredText,
} from './common';
import { cardMessages } from './gift-card-info';
import { ECARD_FIELDS, ecardDeliverySchema } from './grown-up';
import { lineItemKindSchema, lineItemSchema } from './line-item';
import { publicIdSchema } from './public-id';
import { countrySchema, shippingMessages, zipcodeSchema } from './ship-to';

export const ORDER_STATUS_PRE_PAYMENT = 'prePaymentAuthorization';
export const orderStatusSchema = z.enum(['prePaymentAuthorization', 'paid']);

/** A line item as the browser sends it: only giftAmount's amount is read. */
export const orderPayloadLineItemSchema = z.discriminatedUnion('lineItem', [
  z.object({
    lineItem: z.literal('giftAmount'),
    amount: giftAmountSchema,
    note: z.nullish(plainText(200)),
  }),
  z.object({
    lineItem: z.enum(lineItemKindSchema.options.filter((kind) => kind !== 'giftAmount') as ['shipping', 'donation']),
    amount: z.nullish(z.number()),
    note: z.nullish(plainText(200)),
  }),
]);

/** A print-at-home order that carries a ship-to is refused with this message (on the field). */
export const PRINT_AT_HOME_NO_ADDRESS = 'A card printed at home is not mailed: please leave the address out';
/** An order whose delivery is not an e-card, carrying a grown-up or a send day, is refused with this message. */
export const NOT_AN_ECARD = 'Only an e-card is sent to a grown-up: please leave these out';

/** The ship-to fields of a mailed card and their rules (the shipping step's, spec 5). */
const mailedShipTo = {
  shippingFirstName: requiredText(shippingMessages.firstName, 100),
  shippingLastName: requiredText(shippingMessages.lastName, 100),
  shippingAddress1: requiredText(shippingMessages.address1, 200),
  shippingCity: requiredText(shippingMessages.city, 100),
  shippingState: requiredText(shippingMessages.state, 100),
  shippingCountry: countrySchema,
  shippingZip: zipcodeSchema,
};
/** Every ship-to field of the payload (address line 2 is optional when mailed). */
export const SHIP_TO_FIELDS = [
  'shippingFirstName',
  'shippingLastName',
  'shippingAddress1',
  'shippingAddress2',
  'shippingCity',
  'shippingState',
  'shippingCountry',
  'shippingZip',
] as const;
type ShipToField = (typeof SHIP_TO_FIELDS)[number];

export const orderPayloadSchema = z
  .object({
    purchaseAccount: z.object({
      emailAddress: z.email({ error: cardMessages.emailFormat }).check(z.maxLength(254)),
    }),
    status: z.literal(ORDER_STATUS_PRE_PAYMENT),
    /** Empty becomes 'Someone' on the card. */
    fromName: z._default(
      z
        .string()
        .check(
          z.trim(),
          cleanText(),
          z.maxLength(MAX_PURCHASER_NAME_LENGTH, { error: cardMessages.purchaserNameLength }),
        ),
      '',
    ),
    recipientName: z._default(
      z
        .string()
        .check(
          z.trim(),
          cleanText(),
          z.maxLength(MAX_RECIPIENT_NAME_LENGTH, { error: cardMessages.recipientNameLength }),
        ),
      '',
    ),
    /** 'mail' (default), 'print' (print at home: no ship-to) or 'email' (an e-card to a grown-up). */
    delivery: z._default(deliverySchema, 'mail'),
    // The ship-to: clean text of bounded length here; required (mail) or refused (print) below.
    shippingFirstName: z.nullish(optionalText(100)),
    shippingLastName: z.nullish(optionalText(100)),
    shippingAddress1: z.nullish(optionalText(200)),
    shippingAddress2: z.nullish(optionalText(200)),
    shippingCity: z.nullish(optionalText(100)),
    shippingState: z.nullish(optionalText(100)),
    shippingCountry: z.nullish(optionalText(100)),
    shippingZip: z.nullish(optionalText(100)),
    // An e-card's delivery ('email'): required there, refused for the other methods (below).
    grownUpName: z.nullish(optionalText(100)),
    grownUpEmail: z.nullish(optionalText(300)),
    /** YYYY-MM-DD in `timeZone`, from today to one year ahead. */
    sendOn: z.nullish(optionalText(10)),
    /** An IANA time zone (the browser's by default). */
    timeZone: z.nullish(optionalText(64)),
    /** Shipping method (package) id. */
    package: idSchema,
    /** Greeting (card type) id; for a custom greeting, the 'Custom Message' entry (or null). */
    cardType: z.nullish(idSchema),
    /** The custom greeting text; non-empty means a custom greeting. */
    customMessage: z.nullish(
      z
        .string()
        .check(
          z.trim(),
          cleanMultilineText(),
          z.maxLength(MAX_CUSTOM_GREETING_LENGTH, { error: cardMessages.customGreetingLength }),
        ),
    ),
    /** Recomputed by the server from the greeting. */
    headerFontSize: z.nullish(z.number()),
    headerLineHeight: z.nullish(z.number()),
    cardTemplateId: z.literal(1),
    payPalData: z.optional(cleanJsonSchema),
    /** Must hold exactly one giftAmount line; a donation line turns the $1 support donation on. */
    lineItems: z.array(orderPayloadLineItemSchema).check(z.minLength(1), z.maxLength(3)),
    /** Ignored: the server computes the total. */
    total: z.nullish(z.number()),
    /** Email the purchaser when the code is redeemed (gift step 1 'tell me when my gift is used'); default true. */
    notifyWhenUsed: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((order, ctx) => {
      if (deliveryMethod(order.delivery).needsAddress) {
        // The spec's shipping messages, from the same schemas as the shipping step's form.
        for (const [field, schema] of Object.entries(mailedShipTo)) {
          const issue = schema.safeParse(order[field as ShipToField] ?? undefined).error?.issues[0];
          if (issue) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
        }
      } else {
        for (const field of SHIP_TO_FIELDS) {
          if ((order[field] ?? '') !== '')
            ctx.addIssue({ code: 'custom', path: [field], message: PRINT_AT_HOME_NO_ADDRESS });
        }
      }
      if (deliveryMethod(order.delivery).needsGrownUp) {
        const parsed = ecardDeliverySchema.safeParse({
          grownUpName: order.grownUpName ?? undefined,
          grownUpEmail: order.grownUpEmail ?? undefined,
          sendOn: order.sendOn ?? undefined,
          timeZone: order.timeZone ?? undefined,
        });
        for (const issue of parsed.error?.issues ?? [])
          ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
        // The nonprofit mails a stranger's address in its own name: not for a few cents (ecard-policy.ts).
        order.lineItems.forEach((item, index) => {
          if (item.lineItem === 'giftAmount' && !isEcardGiftAmount(item.amount))
            ctx.addIssue({ code: 'custom', path: ['lineItems', index, 'amount'], message: ECARD_MIN_GIFT_MESSAGE });
        });
      } else {
        for (const field of ECARD_FIELDS) {
          if ((order[field] ?? '') !== '') ctx.addIssue({ code: 'custom', path: [field], message: NOT_AN_ECARD });
        }
      }
      const gifts = order.lineItems.filter((item) => item.lineItem === 'giftAmount').length;
      if (gifts !== 1) {
        ctx.addIssue({ code: 'custom', path: ['lineItems'], message: 'Exactly one giftAmount line item is required' });
      }
      const custom = (order.customMessage ?? '').trim() !== '';
      if (!custom && !order.cardType) {
        ctx.addIssue({ code: 'custom', path: ['cardType'], message: cardMessages.greetingId });
      }
      if (!custom && order.recipientName.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['recipientName'], message: cardMessages.recipientName });
      }
    }),
  );
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;
export type OrderPayload = z.output<typeof orderPayloadSchema>;

/** Answer of POST /Order. payPalOrderId is what the PayPal buttons' createOrder returns. */
export const orderResponseSchema = z.object({
  /** The order's public id (random), used in /Order/{orderId}/paypalData and skipPayment. */
  id: publicIdSchema,
  orderIdentifier: z.string(),
  status: orderStatusSchema,
  lineItems: z.array(lineItemSchema),
  total: priceSchema,
  payPalOrderId: z.string(),
});

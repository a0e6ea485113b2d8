/**
 * The staff API's answers about orders (GET /api/staff/orders, /orders/:identifier), per role: a
 * viewer's order has no personal data because its schema has none; operators and admins get the
 * purchaser, the recipient and the ship-to besides. The API sends each role's schema (the
 * OpenAPI document lists both); the console reads them tolerantly (unknown fields pass, an unknown
 * delivery reads as 'other').
 */
import * as z from 'zod/mini';
import { DELIVERY_METHODS } from '../delivery';
import { openEnum } from './open-enum';

const when = z.nullable(z.string());

/** An order as every role sees it (a viewer's answer): no e-mail, no name, no address. */
export const staffOrderSchema = z.object({
  orderIdentifier: z.string(),
  /** paid, printed, shipped or redeemed (the API may add stages). */
  stage: z.string(),
  paidAt: when,
  printedAt: when,
  shippedAt: when,
  trackingNumber: z.nullable(z.string()),
  redeemedAt: when,
  amountCents: z.number(),
  packageName: z.string(),
  tracked: z.boolean(),
  delivery: openEnum(DELIVERY_METHODS),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** The personal data of an order: operators and admins only. */
const personalData = {
  email: z.string(),
  recipientName: z.string(),
  fromName: z.string(),
  shipToName: z.string(),
  shipToCityStateZip: z.string(),
};

/** An order as operators and admins see it. */
export const staffOrderWithPersonalDataSchema = z.extend(staffOrderSchema, personalData);
export type StaffOrderWithPersonalData = z.infer<typeof staffOrderWithPersonalDataSchema>;

/** The answer's order: the operators' form, else the viewers' (which drops any field it does not list). */
const anyRoleOrder = z.union([staffOrderWithPersonalDataSchema, staffOrderSchema]);

/** GET /api/staff/orders: the newest 200 paid orders matching the search. */
export const staffOrderListSchema = z.array(anyRoleOrder);

/** One step of an order's trail (a viewer sees a reissue's reason as 'code reissued'). */
export const staffTrailEventSchema = z.object({ at: z.string(), what: z.string() });

/** GET /api/staff/orders/:identifier: the order and its trail. */
export const staffOrderDetailSchema = z.object({ order: anyRoleOrder, events: z.array(staffTrailEventSchema) });

/** How the console reads an order of either role: the personal data present for operators, absent for viewers. */
export const staffOrderReadSchema = z.extend(staffOrderSchema, {
  email: z.optional(z.string()),
  recipientName: z.optional(z.string()),
  fromName: z.optional(z.string()),
  shipToName: z.optional(z.string()),
  shipToCityStateZip: z.optional(z.string()),
});
export const staffOrderListReadSchema = z.array(staffOrderReadSchema);
export const staffOrderDetailReadSchema = z.object({
  order: staffOrderReadSchema,
  events: z.array(staffTrailEventSchema),
});

/** Ship-to (spec 3) and the shipping step form (spec 5, messages word for word). */
import * as z from 'zod/mini';
import { optionalText, requiredText } from './common';

export const DEFAULT_COUNTRY = 'United States';
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

export const shippingMessages = {
  firstName: 'Please include the shipping first name',
  lastName: 'Please include the shipping last name',
  address1: 'Please include a shipping address',
  city: 'Please include the shipping city',
  state: 'Please include the shipping state',
  country: 'Please include the shipping country',
  packageId: 'Please select a shipping method',
  zipcode: 'Please include the shipping zipcode',
  zipcodeFormat:
    'Please include a valid United States zip code.  This should be in a form such as: 12345 or 12345-1234',
} as const;

export const zipcodeSchema = z
  .string({ error: shippingMessages.zipcode })
  .check(
    z.trim(),
    z.minLength(1, { error: shippingMessages.zipcode, abort: true }),
    z.regex(ZIPCODE_PATTERN, { error: shippingMessages.zipcodeFormat }),
  );

export const countrySchema = z.string({ error: shippingMessages.country }).check(
  z.trim(),
  z.minLength(1, { error: shippingMessages.country, abort: true }),
  z.refine((value) => value === DEFAULT_COUNTRY, { error: 'Only United States addresses are supported' }),
);

/** The ship-to entity (state of the shipping step). */
export const shipToSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z._default(z.string(), DEFAULT_COUNTRY),
});

/** The shipping step form: ship-to plus the shipping method (package id). */
export const shippingFormSchema = z.object({
  firstName: requiredText(shippingMessages.firstName, 100),
  lastName: requiredText(shippingMessages.lastName, 100),
  address1: requiredText(shippingMessages.address1, 200),
  address2: z.optional(optionalText(200)),
  city: requiredText(shippingMessages.city, 100),
  state: requiredText(shippingMessages.state, 100),
  zipcode: zipcodeSchema,
  country: countrySchema,
  /** The select's value (string) or a number; required. */
  packageId: z.pipe(
    z.union([z.number(), z.string()], { error: shippingMessages.packageId }).check(
      z.refine((value) => value !== '' && Number.isInteger(Number(value)) && Number(value) > 0, {
        error: shippingMessages.packageId,
      }),
    ),
    z.transform((value) => Number(value)),
  ),
});
export type ShippingFormInput = z.input<typeof shippingFormSchema>;
export type ShippingForm = z.output<typeof shippingFormSchema>;

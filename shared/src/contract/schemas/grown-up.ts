/**
 * An e-card's delivery (delivery 'email', gift step 2 'email it to a grown-up'): the grown-up who
 * gets it (the parent or guardian who hands it to the child, never the child), the day to send it
 * on and the time zone of that day. The same rules for the form, the order payload and a change
 * from the purchaser's page; 'send on' is checked against today in the chosen zone.
 */
import * as z from 'zod/mini';
import { isSendOnAllowed, isTimeZone } from '../send-day';
import { cleanText } from './common';

/** Long enough for two full names ("Maria del Carmen … and José …"); the mail's To line carries it. */
export const MAX_GROWN_UP_NAME_LENGTH = 100;

export const grownUpMessages = {
  name: "Please include the grown-up's name",
  nameLength: `Please shorten the grown-up's name to ${MAX_GROWN_UP_NAME_LENGTH} characters or fewer`,
  email: "Please include the grown-up's email",
  emailFormat: 'Please include a valid email for the grown-up',
  sendOn: 'Please choose a day from today to one year ahead',
  timeZone: 'Please choose a time zone',
} as const;

const emailFormat = z.email();

export const grownUpNameSchema = z
  .string({ error: grownUpMessages.name })
  .check(
    z.trim(),
    cleanText(),
    z.minLength(1, { error: grownUpMessages.name, abort: true }),
    z.maxLength(MAX_GROWN_UP_NAME_LENGTH, { error: grownUpMessages.nameLength }),
  );

export const grownUpEmailSchema = z.string({ error: grownUpMessages.email }).check(
  z.trim(),
  z.minLength(1, { error: grownUpMessages.email, abort: true }),
  z.maxLength(254, { error: grownUpMessages.emailFormat }),
  z.refine((value) => emailFormat.safeParse(value).success, { error: grownUpMessages.emailFormat }),
);

export const timeZoneSchema = z
  .string({ error: grownUpMessages.timeZone })
  .check(z.refine(isTimeZone, { error: grownUpMessages.timeZone }));

/** YYYY-MM-DD; its range is checked with the zone (`checkSendOn`). */
export const sendOnSchema = z.string({ error: grownUpMessages.sendOn }).check(z.maxLength(10));

/** The e-card's delivery fields, as the order payload and the purchaser's change carry them. */
export const ecardDeliveryFields = {
  grownUpName: grownUpNameSchema,
  grownUpEmail: grownUpEmailSchema,
  sendOn: sendOnSchema,
  timeZone: timeZoneSchema,
};

export const ecardDeliverySchema = z.object(ecardDeliveryFields).check(
  z.superRefine((value, ctx) => {
    if (isTimeZone(value.timeZone) && !isSendOnAllowed(value.sendOn, value.timeZone))
      ctx.addIssue({ code: 'custom', path: ['sendOn'], message: grownUpMessages.sendOn });
  }),
);
export type EcardDelivery = z.infer<typeof ecardDeliverySchema>;

/** The payload fields of the e-card's delivery (absent for the other methods). */
export const ECARD_FIELDS = ['grownUpName', 'grownUpEmail', 'sendOn', 'timeZone'] as const;

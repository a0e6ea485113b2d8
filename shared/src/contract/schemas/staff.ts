/**
 * The staff console's requests, as the API validates them and the console sends them. The
 * answers' schemas are in ./staff-answers.ts, ./staff-orders.ts and ./staff-content.ts.
 */
import * as z from 'zod/mini';
import { PRINT_FILES, STAFF_ROLES } from '../staff';
import { cleanMultilineText, cleanText, idParamSchema, plainText } from './common';

export { CSRF_HEADER, PRINT_FILES, STAFF_API_PATH, STAFF_ROLES, type StaffRole } from '../staff';

export const staffEmailSchema = z
  .string()
  .check(z.trim(), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Enter an e-mail address' }));

export const linkRequestSchema = z.object({ email: staffEmailSchema });
export const linkSignInSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(100)) });

/** A WebAuthn answer as @simplewebauthn/browser produces it (checked in full by the server library). */
const webauthnResponse = z.looseObject({
  id: z.string().check(z.maxLength(1500)),
  rawId: z.string().check(z.maxLength(1500)),
  type: z.literal('public-key'),
  response: z.looseObject({}),
});
export const passkeySignInSchema = z.object({ challengeId: z.uuid(), response: webauthnResponse });
export const passkeyRegisterSchema = z.object({
  challengeId: z.uuid(),
  response: webauthnResponse,
  label: z.optional(plainText(60)),
});

export const staffAddSchema = z.object({ email: staffEmailSchema, role: z.enum(STAFF_ROLES) });

export const orderSearchSchema = z.object({ q: z.optional(z.string().check(z.trim(), z.maxLength(254))) });
export const orderIdentifierParams = z.object({
  identifier: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,40}$/, { error: 'Not an order number' })),
});
export const shipSchema = z.object({
  orderIdentifier: z.string().check(z.trim(), cleanText(), z.minLength(3), z.maxLength(40)),
  trackingNumber: z.optional(plainText(60)),
  force: z.optional(z.boolean()),
});
export const shipCsvSchema = z.object({ csv: z.string().check(cleanMultilineText(), z.maxLength(200_000)) });
export const reissueSchema = z.object({ reason: z.optional(plainText(300)), force: z.optional(z.boolean()) });
export const outboxRetryParams = z.object({ id: idParamSchema });
/** @alias the same numeric id in the path */
export const staffIdParams = outboxRetryParams;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date is YYYY-MM-DD' }));
export const payoutPeriodSchema = z.object({ from: day, to: day });
/** Recording a payout: the period, and how the money left (the day, default today; the method; its reference). */
export const recordPayoutSchema = z.extend(payoutPeriodSchema, {
  paidOn: z.optional(day),
  method: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'method is required (check, transfer…)' }), z.maxLength(60)),
  reference: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'reference is required (check number, transfer id)' }), z.maxLength(120)),
});

export const printFileParams = z.object({
  batch: z.string().check(z.regex(/^[0-9TZ-]{10,40}$/, { error: 'Not a print batch' })),
  file: z.enum(PRINT_FILES),
});

export { roleAllows, type StaffSessionInfo } from '../staff';

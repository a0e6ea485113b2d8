/**
 * The e-card page (`/ecard#<token>`, a screen of the redeem remote): the link in the grown-up's
 * message opens the card, its greeting and its code. `POST /ecardView` with `{ token }` answers
 * the view; `POST /ecardView/card` with `{ token, paper }` answers the card as the print-at-home
 * PDF. The token travels in bodies only, the code in no URL. Unknown, malformed and revoked
 * tokens (a reissued code revokes them) answer the same 404.
 */
import * as z from 'zod/mini';
import { paperSchema } from './card-download';
import { priceSchema } from './common';
import { secretTokenSchema } from './secret-link';

export const ECARD_VIEW_PATH = '/ecardView';
export const ECARD_CARD_PATH = '/ecardView/card';
/** The page route (a screen of the redeem remote, through the shell). */
export const ECARD_PAGE_PATH = '/ecard';

export const ecardViewSchema = z.object({
  recipientName: z.string(),
  /** As the card says it ('Someone' when the purchaser gave no name). */
  fromName: z.string(),
  grownUpName: z.string(),
  greeting: z.object({ header: z.string(), lines: z.array(z.string()) }),
  /** The greeting is the purchaser's own words (printed at a size by its length); absent: a chosen one. */
  greetingCustom: z.optional(z.boolean()),
  /** The card's design (a key of @littlegivers/design). */
  designKey: z.string(),
  /** The redemption code, grouped: XXXX-XXXX-XXXX-XXXX. */
  code: z.string(),
  amount: priceSchema,
  /** The child already used the code. */
  redeemed: z.boolean(),
  /** A group card's givers, every one, in the order they gave (its "from" may shorten them). */
  givers: z.optional(z.array(z.string())),
});
export type EcardView = z.infer<typeof ecardViewSchema>;

export const ecardCardRequestSchema = z.object({ token: secretTokenSchema, paper: z._default(paperSchema, 'letter') });

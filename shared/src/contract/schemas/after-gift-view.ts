/**
 * The after-gift section of the purchaser's page (`afterGift` in the purchaser view): the gift's
 * trail with dates, and the settings the purchaser controls (backup charity, "tell me when my gift
 * is used", reminders). Changed with POST /purchaserSettings (the token in the body).
 */
import * as z from 'zod/mini';
import { idSchema } from './common';
import { openEnum } from './open-enum';
import { secretTokenSchema } from './secret-link';

export const PURCHASER_SETTINGS_PATH = '/purchaserSettings';

export const TRAIL_KINDS = ['paid', 'mailed', 'printed', 'emailed', 'opened', 'chose', 'backup', 'paid-out'] as const;

export const trailEventSchema = z.object({
  /** An open enum: a reader renders an event of a kind it does not know by its text. */
  kind: openEnum(TRAIL_KINDS),
  /** ISO instant, or YYYY-MM-DD for a payout's day. */
  at: z.string(),
  /** What happened, as the page says it ("Maya chose Books for Every Kid"). */
  text: z.string(),
  /** A link that goes with it (the package's tracking). */
  link: z.optional(z.object({ href: z.string(), label: z.string() })),
});
export type TrailEvent = z.infer<typeof trailEventSchema>;

export const afterGiftViewSchema = z.object({
  trail: z.array(trailEventSchema),
  /** The code is not used yet: the backup charity can still change. */
  open: z.boolean(),
  /**
   * When an unused gift goes to its backup charity (ISO instant): one year after the card reached
   * the child, or, while it has not, after the day it is expected to (shared/contract/gift-timeline.ts).
   */
  backupOn: z.string(),
  /** When the card the child holds reached them (ISO instant); null while it has not (the year has not started). */
  reachedAt: z.optional(z.nullable(z.string())),
  settings: z.object({
    /** null: "where it's needed most". */
    backupCharityId: z.nullable(z.int()),
    notifyWhenUsed: z.boolean(),
    remindersOn: z.boolean(),
  }),
  /** The charities a backup may be (active ones), by name. */
  charities: z.array(z.object({ id: z.int(), name: z.string() })),
  /** The published rule of "where it's needed most". */
  neededMostRule: z.string(),
});
export type AfterGiftView = z.infer<typeof afterGiftViewSchema>;

/** Body of POST /purchaserSettings: the token and the settings to change (any of them). */
export const purchaserSettingsRequestSchema = z.object({
  token: secretTokenSchema,
  backupCharityId: z.optional(z.nullable(idSchema)),
  notifyWhenUsed: z.optional(z.boolean()),
  remindersOn: z.optional(z.boolean()),
});
export type PurchaserSettingsRequest = z.infer<typeof purchaserSettingsRequestSchema>;

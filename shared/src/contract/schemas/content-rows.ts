/**
 * Content as staff edit it: one row of each section of the content document (greetings,
 * packages, categories, charities, FAQ, fun ideas) with the rules an edit must meet. The content
 * import (api ops content import) checks every row of its file with these schemas, the staff API
 * checks one edited row with them, and the console's forms validate with them before sending.
 * Image and icon fields hold what is stored: a path under the public URL (/assets/…) or an
 * absolute URL. The import refuses unknown fields in a file (it makes each row strict).
 */
import { CHARITY_ART, DESIGN_KEYS } from '@littlegivers/design';
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals } from '../money';
import { cardTypeSchema } from './card-type';
import { idSchema } from './common';
import { faqItemSchema } from './faq-item';
import { funIdeaSchema } from './fun-idea';
import { packageSchema } from './package';
import { redemptionCategorySchema } from './redemption-category';
import { redemptionOrganizationSchema } from './redemption-organization';

/** The longest tagline (one line on a charity card at phone width). */
export const TAGLINE_MAX = 60;

const filled = () => z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }));

/** A greeting (card type): sortOrder places it in the list; designKey is a card design of @littlegivers/design. */
export const greetingRowSchema = z.object({
  ...cardTypeSchema.shape,
  name: filled(),
  publicFacingName: filled(),
  sortOrder: z.int(),
  /** Absent: the design's default for the card type. */
  designKey: z.optional(
    z.string().check(
      z.refine((key) => (DESIGN_KEYS as readonly string[]).includes(key), {
        error: (issue) => `unknown card design ${JSON.stringify(issue.input)}; one of: ${DESIGN_KEYS.join(', ')}`,
      }),
    ),
  ),
});

/** The dearest a package may cost, in dollars: far above any postage, well inside the cents column. */
export const PACKAGE_COST_MAX = 1000;

/** A package (how the card reaches the child, and its cost in dollars); only active ones are offered. */
export const packageRowSchema = z.object({
  ...packageSchema.shape,
  name: filled(),
  publicFacingName: filled(),
  cost: packageSchema.shape.cost.check(
    z.refine(hasAtMostTwoDecimals, { error: 'at most 2 decimals' }),
    z.maximum(PACKAGE_COST_MAX, { error: `at most $${PACKAGE_COST_MAX}` }),
  ),
  active: z.boolean(),
});

export const categoryRowSchema = z.object({
  ...redemptionCategorySchema.shape,
  categoryName: filled(),
  imageUrl: filled(),
});

const { organizationType: _category, ...organizationShape } = redemptionOrganizationSchema.shape;

/** A charity (organization) in its category; only active ones are offered to children. */
export const charityRowSchema = z.object({
  ...organizationShape,
  organizationName: filled(),
  organizationDescription: filled(),
  categoryId: idSchema,
  /** One line under the name on the charity card. */
  tagline: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(TAGLINE_MAX, { error: `at most ${TAGLINE_MAX} characters (one line on the card)` }),
        ),
    ),
  ),
  /** An art key of @littlegivers/design's CHARITY_ART; the card shows organizationImageUrl without one. */
  image: z.optional(
    z.nullable(
      z.string().check(
        z.refine((key) => (CHARITY_ART as readonly string[]).includes(key), {
          error: (issue) => `unknown art ${JSON.stringify(issue.input)}; one of: ${CHARITY_ART.join(', ')}`,
        }),
      ),
    ),
  ),
});

/** An FAQ entry: the question, and the answer in HTML (sanitised where it is shown). */
export const faqRowSchema = z.object({ ...faqItemSchema.shape, heading: filled(), text: filled() });

export const funIdeaRowSchema = z.object({ ...funIdeaSchema.shape, heading: filled(), text: filled() });

/** The sections of the content document and the schema of a row of each. */
export const contentRowSchemas = {
  cardTypes: greetingRowSchema,
  packages: packageRowSchema,
  categories: categoryRowSchema,
  organizations: charityRowSchema,
  faq: faqRowSchema,
  funIdeas: funIdeaRowSchema,
} as const;
export type ContentSection = keyof typeof contentRowSchemas;
export const CONTENT_SECTIONS = Object.keys(contentRowSchemas) as ContentSection[];

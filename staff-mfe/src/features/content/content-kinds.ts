/**
 * What the content screens show of each kind: its title, what names a row in the list, and the
 * fields of its form (label, control, hint). The rules of each field are the shared row schemas'
 * (content-rows.ts), the same the API checks an edit with.
 */
import { CARD_DESIGNS, CHARITY_ART, DESIGN_KEYS } from '@littlegivers/design';
import { DELIVERY_METHODS } from '@littlegivers/shared/contract/delivery';
import { contentRowSchemas } from '@littlegivers/shared/contract/schemas/content-rows';
import { CONTENT_KIND_SECTIONS, type ContentKind } from '@littlegivers/shared/contract/schemas/staff-content';
import * as z from 'zod/mini';

export type ContentRow = Record<string, unknown> & { id: number };

export interface FieldSpec {
  name: string;
  label: string;
  control: 'text' | 'optional-text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'category';
  /** select: the values and their labels ('' stands for none). */
  options?: readonly { value: string; label: string }[];
  hint?: string;
  step?: string;
}

interface KindSpec {
  title: string;
  /** One row's name in the list. */
  label: (row: ContentRow) => string;
  fields: FieldSpec[];
}

const text = (name: string, label: string, hint?: string): FieldSpec => ({
  name,
  label,
  control: 'text',
  ...(hint ? { hint } : {}),
});
const optional = (name: string, label: string, hint?: string): FieldSpec => ({
  name,
  label,
  control: 'optional-text',
  ...(hint ? { hint } : {}),
});
const area = (name: string, label: string, hint?: string): FieldSpec => ({
  name,
  label,
  control: 'textarea',
  ...(hint ? { hint } : {}),
});
const check = (name: string, label: string): FieldSpec => ({ name, label, control: 'checkbox' });
const sortOrder: FieldSpec = { name: 'sortOrder', label: 'Place in the list (sort order)', control: 'number' };
const imagePathHint = 'A path under the site (/assets/…) or a full https:// address.';

export const CONTENT_KIND_SPECS: Record<ContentKind, KindSpec> = {
  greetings: {
    title: 'greetings',
    label: (row) => String(row.publicFacingName),
    fields: [
      text('publicFacingName', 'Name shown to buyers'),
      text('name', 'Internal name'),
      text('displayName', 'Display name'),
      text('header', 'Greeting', 'Printed large. {recipient_name} and {purchaser_name} are replaced by the names.'),
      optional('line1', 'Line 1'),
      optional('line2', 'Line 2'),
      optional('line3', 'Line 3'),
      {
        name: 'designKey',
        label: 'Card design',
        control: 'select',
        options: DESIGN_KEYS.map((key) => ({ value: key, label: CARD_DESIGNS[key].name })),
      },
      sortOrder,
      check('customText', 'The buyer writes the greeting (custom message)'),
      check('anonymous', 'Anonymous'),
    ],
  },
  packages: {
    title: 'packages',
    label: (row) => `${row.publicFacingName}${row.active ? '' : ' (not offered)'}`,
    fields: [
      text('publicFacingName', 'Name shown to buyers'),
      text('name', 'Internal name'),
      area('description', 'Description'),
      { name: 'cost', label: 'Cost in dollars', control: 'number', step: '0.01' },
      {
        name: 'delivery',
        label: 'Delivery',
        control: 'select',
        options: DELIVERY_METHODS.map((method) => ({ value: method, label: method })),
      },
      check('tracked', 'Tracked'),
      check('active', 'Offered to buyers (active)'),
    ],
  },
  categories: {
    title: 'categories',
    label: (row) => String(row.categoryName),
    fields: [
      text('categoryName', 'Name'),
      area('descriptiveText', 'Description'),
      sortOrder,
      text('imageUrl', 'Image', imagePathHint),
      optional('mobileBannerImageUrl', 'Banner image for phones', imagePathHint),
      optional('bannerImageUrl', 'Banner image', imagePathHint),
    ],
  },
  charities: {
    title: 'charities',
    label: (row) => `${row.organizationName}${row.active ? '' : ' (inactive)'}`,
    fields: [
      text('organizationName', 'Name'),
      optional('tagline', 'Tagline', 'One line under the name on the charity card (at most 60 characters).'),
      area('organizationDescription', 'Description'),
      { name: 'categoryId', label: 'Category', control: 'category' },
      {
        name: 'image',
        label: 'Art',
        control: 'select',
        options: [
          { value: '', label: 'none (the image below)' },
          ...CHARITY_ART.map((key) => ({ value: key, label: key })),
        ],
      },
      optional('organizationImageUrl', 'Image', imagePathHint),
      optional('url', 'Web site'),
      optional('urlText', 'Web site link text'),
      optional('ein', 'EIN'),
      check('active', 'Offered to children (active)'),
      check('sample', 'Sample data (not a real charity)'),
    ],
  },
  faq: {
    title: 'FAQ',
    label: (row) => String(row.heading),
    fields: [
      text('heading', 'Question'),
      area('text', 'Answer (HTML)', 'Shown sanitised, exactly as in the preview below.'),
      sortOrder,
    ],
  },
  'fun-ideas': {
    title: 'fun ideas',
    label: (row) => String(row.heading),
    fields: [text('heading', 'Heading'), area('text', 'Text'), optional('iconUrl', 'Icon', imagePathHint), sortOrder],
  },
};

/** The form's schema of a kind: its row schema without the id (the path names the row). */
export function formSchemaOf(kind: ContentKind) {
  const { id: _id, ...shape } = contentRowSchemas[CONTENT_KIND_SECTIONS[kind]].shape;
  return z.object(shape);
}

/** The values a new row's form starts with. */
export function emptyRow(kind: ContentKind): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of CONTENT_KIND_SPECS[kind].fields)
    values[field.name] =
      field.control === 'checkbox'
        ? false
        : field.control === 'number' || field.control === 'category'
          ? 0
          : field.control === 'optional-text'
            ? null
            : (field.options?.[0]?.value ?? '');
  if (kind === 'charities') values.image = null;
  return values;
}

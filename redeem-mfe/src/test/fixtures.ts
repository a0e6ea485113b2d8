/** Test data in the API's shapes (parsed by the shared schemas like real answers). */
import type { RedemptionCategory } from '@littlegivers/shared/contract/schemas/redemption-category';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';

export const categories: RedemptionCategory[] = [
  // Deliberately out of order: the flow sorts by sortOrder.
  category(4, 3, 'Promote Peace'),
  category(2, 1, 'Protect Animals'),
  category(5, 4, 'Save the Environment'),
  category(3, 2, 'Help Children'),
  category(7, 5, 'Brand New Category'),
];

function category(id: number, sortOrder: number, categoryName: string): RedemptionCategory {
  return {
    id,
    sortOrder,
    categoryName,
    descriptiveText: `${categoryName} description`,
    imageUrl: `https://img.example/${id}.svg`,
    mobileBannerImageUrl: `https://img.example/${id}-banner-mobile.svg`,
    bannerImageUrl: `https://img.example/${id}-banner.svg`,
  };
}

function byId(id: number): RedemptionCategory {
  const found = categories.find((item) => item.id === id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
}

export const organizations: RedemptionOrganization[] = [
  organization(1, 2, 'Paws Rescue League', {
    url: 'https://example.org/paws',
    urlText: 'Visit Paws',
    image: 'dog-face',
    tagline: 'Finding forever homes for dogs and cats.',
  }),
  organization(2, 2, 'Wings Bird Sanctuary', {
    url: 'javascript:alert(1)',
    urlText: 'Bad link',
    organizationImageUrl: 'https://img.example/org-2.svg',
  }),
  organization(3, 2, 'Cozy Shelter Project', { active: false, organizationImageUrl: null }),
  organization(5, 3, 'Books for Every Kid', { organizationImageUrl: null }),
];

function organization(
  id: number,
  categoryId: number,
  organizationName: string,
  extra: Partial<RedemptionOrganization> = {},
): RedemptionOrganization {
  return {
    id,
    active: true,
    organizationName,
    organizationImageUrl: `https://img.example/org-${id}.svg`,
    organizationDescription: `${organizationName} does good things.`,
    organizationType: byId(categoryId),
    url: `https://example.org/${id}`,
    urlText: `Visit ${organizationName}`,
    ein: `00-00000${String(id).padStart(2, '0')}`,
    ...extra,
  };
}

/** The redemption's public id (the API hands out random UUIDs). */
export const REDEMPTION_ID = '5d2f8a34-9c1b-4e6f-8a7d-3b2c1e0f9a46';

export const acceptedRedemption = {
  id: REDEMPTION_ID,
  sessionId: 'session-abc',
  expirationDate: '2030-01-01T00:00:00.000Z',
  amount: 25,
  order: { recipientName: 'Mia', fromName: 'Grandma', orderIdentifier: 'LG-1001' },
};

/** The 200 answer of PUT /redemptionSession/{id} for acceptedRedemption given to organization 1. */
export const redeemNowSuccess = {
  id: REDEMPTION_ID,
  redeemed: true,
  redeemedAt: '2026-11-23T15:30:00.000Z',
  recipientName: 'Mia',
  selection: [{ redemptionOrgId: 1, amount: 25 }],
};

/** The e-card as the page and its card show it (a $20 gift from Grandma to Ava, sent to Pat). */
export const ecardCard = {
  recipientName: 'Ava',
  fromName: 'Grandma',
  grownUpName: 'Pat',
  greeting: { header: 'Happy birthday, Ava!', lines: ['love, Grandma'] },
  designKey: 'birthday',
  code: 'K7QM-2XWD-9PLA-4RTE',
  amount: 20,
  redeemed: false,
};

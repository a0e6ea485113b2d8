/**
 * The sample organizations (invented names, not real charities): the API seeds them (with
 * example.org links and placeholder EINs, flagged `sample`), and the redeem flow builds its
 * load-failure fallback (spec 8) from the same list, so a sample chosen there maps to the
 * seeded organization of the same name once the real list loads. `slug` picks the illustration
 * (ORGANIZATION_ART of @littlegivers/design).
 */
import type { ORGANIZATION_ART } from '@littlegivers/design';

export interface SampleOrganization {
  id: number;
  categoryId: number;
  slug: keyof typeof ORGANIZATION_ART;
  active: boolean;
  organizationName: string;
  tagline: string;
  description: string;
}

export const SAMPLE_ORGANIZATIONS: readonly SampleOrganization[] = [
  {
    id: 1,
    categoryId: 2,
    slug: 'paws',
    active: true,
    organizationName: 'Paws Rescue League',
    tagline: 'Finding forever homes for dogs and cats.',
    description: 'Rescues dogs and cats and finds them loving homes.',
  },
  {
    id: 2,
    categoryId: 2,
    slug: 'wings',
    active: true,
    organizationName: 'Wings Bird Sanctuary',
    tagline: 'Helping hurt birds fly free again.',
    description: 'Cares for injured birds and releases them back to the wild.',
  },
  {
    id: 3,
    categoryId: 2,
    slug: 'ocean',
    active: true,
    organizationName: 'Ocean Friends Trust',
    tagline: 'Keeping sea turtles and whales safe.',
    description: 'Protects sea turtles, whales and the oceans they swim in.',
  },
  {
    id: 4,
    categoryId: 2,
    slug: 'shelter',
    active: false,
    organizationName: 'Cozy Shelter Project',
    tagline: 'Warm homes for animals in winter.',
    description: 'Builds warm shelters for animals in winter.',
  },
  {
    id: 5,
    categoryId: 3,
    slug: 'books',
    active: true,
    organizationName: 'Books for Every Kid',
    tagline: 'A book of their own for every child.',
    description: 'Puts new books into the hands of children who have none.',
  },
  {
    id: 6,
    categoryId: 3,
    slug: 'meals',
    active: true,
    organizationName: 'Full Plates Fund',
    tagline: 'Healthy breakfasts and lunches at school.',
    description: 'Makes sure kids get a healthy breakfast and lunch at school.',
  },
  {
    id: 7,
    categoryId: 3,
    slug: 'play',
    active: true,
    organizationName: 'Playgrounds Together',
    tagline: 'Safe places to run, climb and play.',
    description: 'Builds safe playgrounds in neighborhoods that need them.',
  },
  {
    id: 8,
    categoryId: 3,
    slug: 'care',
    active: false,
    organizationName: 'Caring Mentors Network',
    tagline: 'Grown-up friends who listen and help.',
    description: 'Matches kids with grown-up mentors who listen and help.',
  },
  {
    id: 9,
    categoryId: 4,
    slug: 'bridges',
    active: true,
    organizationName: 'Bridges Between Us',
    tagline: 'Making friends from far-away places.',
    description: 'Brings young people from different places together as friends.',
  },
  {
    id: 10,
    categoryId: 4,
    slug: 'voices',
    active: true,
    organizationName: 'Kind Voices',
    tagline: 'Solving problems with kind words.',
    description: 'Teaches kids how to solve problems without fighting.',
  },
  {
    id: 11,
    categoryId: 4,
    slug: 'harmony',
    active: true,
    organizationName: 'Harmony Music Circle',
    tagline: 'Bringing people together with music.',
    description: 'Uses music to bring communities together.',
  },
  {
    id: 12,
    categoryId: 4,
    slug: 'neighbors',
    active: false,
    organizationName: 'Good Neighbors Fund',
    tagline: 'Helping families start again.',
    description: 'Helps families who had to leave their homes start again.',
  },
  {
    id: 13,
    categoryId: 5,
    slug: 'trees',
    active: true,
    organizationName: 'Plant a Forest',
    tagline: 'Planting trees where forests were lost.',
    description: 'Plants trees where forests have been lost.',
  },
  {
    id: 14,
    categoryId: 5,
    slug: 'rivers',
    active: true,
    organizationName: 'Clean Rivers Crew',
    tagline: 'Clean water for fish and for people.',
    description: 'Cleans up rivers and lakes so fish and people can enjoy them.',
  },
  {
    id: 15,
    categoryId: 5,
    slug: 'sun',
    active: true,
    organizationName: 'Sunny Schools Energy',
    tagline: 'Sunshine power for school roofs.',
    description: 'Puts solar panels on school roofs.',
  },
  {
    id: 16,
    categoryId: 5,
    slug: 'clean',
    active: false,
    organizationName: 'Litter Busters',
    tagline: 'Clean parks and beaches for everyone.',
    description: 'Organizes park and beach clean-up days.',
  },
];

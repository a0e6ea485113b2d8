/**
 * Which art shows what. Art outside the cards is served as files: an app copies
 * `@littlegivers/design/art/<key>.svg` into its output and shows it with <img alt="">
 * (decorative) at a fixed size. Never an emoji character: the platform may have no emoji font.
 */
import type { ArtFile } from './generated/art';

/** The keepsake token's emblem, the envelope and the celebration (redeem success, thank-you). */
export const TOKEN_ART = 'growing-heart' satisfies ArtFile;
export const ENVELOPE_ART = 'envelope' satisfies ArtFile;
export const CELEBRATION_ART = 'party-popper' satisfies ArtFile;

/** "How it works": you write a card, we mail it with the token, the child chooses a charity. */
export const HOW_IT_WORKS_ART = [
  'writing-hand',
  'envelope-with-arrow',
  'raising-hands',
] as const satisfies readonly ArtFile[];

/** The four causes, by the slug of the category's image (/assets/categories/<slug>.svg). */
export const CAUSE_ART = {
  animals: 'paw-prints',
  children: 'child',
  peace: 'dove',
  environment: 'globe-showing-americas',
} as const satisfies Record<string, ArtFile>;

/** One per seeded organization, by its slug (/assets/organizations/<slug>.svg). */
export const ORGANIZATION_ART = {
  paws: 'dog-face',
  wings: 'bird',
  ocean: 'turtle',
  shelter: 'house',
  books: 'books',
  meals: 'red-apple',
  play: 'playground-slide',
  care: 'handshake',
  bridges: 'people-hugging',
  voices: 'speech-balloon',
  harmony: 'musical-notes',
  neighbors: 'house-with-garden',
  trees: 'deciduous-tree',
  rivers: 'water-wave',
  sun: 'sun',
  clean: 'recycling-symbol',
} as const satisfies Record<string, ArtFile>;

/** The file name of an art key inside the package's art/ folder. */
export function artFileName(key: ArtFile): string {
  return `${key}.svg`;
}

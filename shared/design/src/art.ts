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

/** One per seeded organization, by its slug (the seed stores the art key in `image`). */
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

/**
 * The art an organization may show (its content field `image`; `ops content import` refuses any
 * other key): the seeded organizations' art and the causes'. The redeem flow serves exactly these.
 */
export const CHARITY_ART = [
  ...new Set([...Object.values(ORGANIZATION_ART), ...Object.values(CAUSE_ART), TOKEN_ART]),
] as readonly CharityArt[];
export type CharityArt =
  | (typeof ORGANIZATION_ART)[keyof typeof ORGANIZATION_ART]
  | (typeof CAUSE_ART)[keyof typeof CAUSE_ART]
  | typeof TOKEN_ART;

/**
 * What an organization without art of its own shows.
 * @alias the token's art under the name the charity cards use
 */
export const CHARITY_ART_FALLBACK: CharityArt = TOKEN_ART;

export function isCharityArt(key: string | null | undefined): key is CharityArt {
  return typeof key === 'string' && (CHARITY_ART as readonly string[]).includes(key);
}

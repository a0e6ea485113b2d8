/**
 * The card designs: one per greeting (card type) of the seed, and a neutral one for custom
 * messages. A design is content: card types carry its key, and an unknown key draws the
 * neutral design.
 */
import type { ArtKey } from './generated/art';
import type { PaletteColor } from './palette';

export interface CardDesign {
  key: string;
  /** What an operator or a purchaser calls it. */
  name: string;
  background: PaletteColor;
  headerInk: PaletteColor;
  linesInk: PaletteColor;
  /** The frame inside the trim. */
  frame: PaletteColor;
  /** Confetti colours, decoration only. */
  confetti: readonly PaletteColor[];
  /** The main art above the greeting and the two smaller accents beside it. */
  art: { main: ArtKey; left: ArtKey; right: ArtKey };
}

export const NEUTRAL_DESIGN_KEY = 'neutral';

const designs = [
  {
    key: 'birthday',
    name: 'birthday',
    background: 'peach',
    headerInk: 'berry',
    linesInk: 'inkMuted',
    frame: 'coral',
    confetti: ['coral', 'sun', 'azure', 'mint', 'violet'],
    art: { main: 'birthday-cake', left: 'balloon', right: 'party-popper' },
  },
  {
    key: 'holidays',
    name: 'holidays',
    background: 'pine',
    headerInk: 'pineInk',
    linesInk: 'inkMuted',
    frame: 'mint',
    confetti: ['holly', 'sun', 'mint', 'azure'],
    art: { main: 'glowing-star', left: 'snowflake', right: 'wrapped-gift' },
  },
  {
    key: 'congratulations',
    name: 'congratulations',
    background: 'honey',
    headerInk: 'rust',
    linesInk: 'inkMuted',
    frame: 'sun',
    confetti: ['sun', 'coral', 'azure', 'violet', 'mint'],
    art: { main: 'trophy', left: 'confetti-ball', right: 'sparkles' },
  },
  {
    key: 'thinking-of-you',
    name: 'thinking of you',
    background: 'sky',
    headerInk: 'navy',
    linesInk: 'inkMuted',
    frame: 'azure',
    confetti: ['azure', 'sun', 'mint'],
    art: { main: 'sunflower', left: 'rainbow', right: 'red-heart' },
  },
  {
    key: 'from-a-friend',
    name: 'from a friend',
    background: 'lilac',
    headerInk: 'grape',
    linesInk: 'inkMuted',
    frame: 'violet',
    confetti: ['violet', 'coral', 'azure'],
    art: { main: 'love-letter', left: 'red-heart', right: 'sparkles' },
  },
  {
    key: NEUTRAL_DESIGN_KEY,
    name: 'neutral',
    background: 'paper',
    headerInk: 'ink',
    linesInk: 'inkMuted',
    frame: 'brand',
    confetti: ['mint', 'sun', 'azure'],
    art: { main: 'wrapped-gift', left: 'sparkles', right: 'star' },
  },
] as const satisfies readonly CardDesign[];

export type DesignKey = (typeof designs)[number]['key'];

export const CARD_DESIGNS = Object.fromEntries(designs.map((design) => [design.key, design])) as unknown as Readonly<
  Record<DesignKey, CardDesign>
>;

export const DESIGN_KEYS = designs.map((design) => design.key) as readonly DesignKey[];

/** The design of each seeded card type, by the card type's `name`. */
export const DESIGN_KEY_BY_CARD_TYPE: Readonly<Record<string, DesignKey>> = {
  birthday: 'birthday',
  holidays: 'holidays',
  congratulations: 'congratulations',
  'thinking-of-you': 'thinking-of-you',
  anonymous: 'from-a-friend',
  'custom-message': NEUTRAL_DESIGN_KEY,
  custom: NEUTRAL_DESIGN_KEY,
};

/** The design for a key; an unknown or empty key gets the neutral design. */
export function cardDesign(designKey: string | null | undefined): CardDesign {
  return (CARD_DESIGNS as Record<string, CardDesign>)[designKey ?? ''] ?? CARD_DESIGNS[NEUTRAL_DESIGN_KEY];
}

/** The default design key of a card type: its seeded design, else neutral (custom text included). */
export function designKeyForCardType(cardType: { name: string; customText?: boolean }): DesignKey {
  if (cardType.customText) return NEUTRAL_DESIGN_KEY;
  return DESIGN_KEY_BY_CARD_TYPE[cardType.name] ?? NEUTRAL_DESIGN_KEY;
}

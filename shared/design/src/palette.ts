/**
 * The one palette. Every colour the apps and the cards use comes from here; palette.css
 * carries the same values as CSS custom properties (palette.test.ts keeps them in step), and
 * TEXT_PAIRS lists every text/background pair the design uses, each proved AA by a test.
 */
export const palette = {
  // Text and surfaces of the apps.
  ink: '#1f2933',
  inkMuted: '#3e4c59',
  paper: '#ffffff',
  canvas: '#fdfaf4',
  brand: '#0b6e4f',
  brandStrong: '#08523b',
  brandInk: '#ffffff',
  brandTint: '#e6f4ee',
  accent: '#c2410c',
  focus: '#1d4ed8',
  border: '#9aa5b1',
  danger: '#b42318',
  dangerBg: '#fef3f2',
  success: '#05603a',
  successBg: '#ecfdf3',
  bannerYellow: '#fde68a',
  bannerYellowInk: '#3b2f00',
  bannerRed: '#b91c1c',
  bannerRedInk: '#ffffff',
  // Card grounds (light tints) and their inks.
  peach: '#fff1e6',
  berry: '#9d174d',
  pine: '#eaf5ef',
  pineInk: '#14532d',
  holly: '#b91c1c',
  honey: '#fff8e1',
  rust: '#9a3412',
  sky: '#eaf3fd',
  navy: '#1e3a8a',
  lilac: '#f3eefe',
  grape: '#5b21b6',
  // Decoration only (confetti, frames): never text.
  sun: '#fbbf24',
  coral: '#fb7185',
  mint: '#34d399',
  azure: '#60a5fa',
  violet: '#a78bfa',
} as const;

export type PaletteColor = keyof typeof palette;

export interface TextPair {
  /** Where the pair is used. */
  use: string;
  text: PaletteColor;
  background: PaletteColor;
  /** Large text (24 px and up, or 18.66 px bold and up) needs 3:1, other text 4.5:1. */
  large?: boolean;
}

/** Every text/background pair the apps and the cards use. */
export const TEXT_PAIRS: readonly TextPair[] = [
  { use: 'body text', text: 'ink', background: 'canvas' },
  { use: 'body text on cards and panels', text: 'ink', background: 'paper' },
  { use: 'secondary text', text: 'inkMuted', background: 'canvas' },
  { use: 'secondary text on panels', text: 'inkMuted', background: 'paper' },
  { use: 'links and headings', text: 'brand', background: 'canvas' },
  { use: 'links on panels', text: 'brand', background: 'paper' },
  { use: 'primary button', text: 'brandInk', background: 'brand' },
  { use: 'primary button, hover', text: 'brandInk', background: 'brandStrong' },
  { use: 'brand panel text', text: 'brandStrong', background: 'brandTint' },
  { use: 'accent text', text: 'accent', background: 'paper' },
  { use: 'error', text: 'danger', background: 'dangerBg' },
  { use: 'error on a page', text: 'danger', background: 'canvas' },
  { use: 'success', text: 'success', background: 'successBg' },
  { use: 'environment banner (demo)', text: 'bannerYellowInk', background: 'bannerYellow' },
  { use: 'environment banner (dev)', text: 'bannerRedInk', background: 'bannerRed' },
  { use: 'birthday card greeting', text: 'berry', background: 'peach' },
  { use: 'holidays card greeting', text: 'pineInk', background: 'pine' },
  { use: 'holidays card accent text', text: 'holly', background: 'pine' },
  { use: 'congratulations card greeting', text: 'rust', background: 'honey' },
  { use: 'thinking-of-you card greeting', text: 'navy', background: 'sky' },
  { use: 'from-a-friend card greeting', text: 'grape', background: 'lilac' },
  { use: 'card lines', text: 'inkMuted', background: 'peach' },
  { use: 'card lines', text: 'inkMuted', background: 'pine' },
  { use: 'card lines', text: 'inkMuted', background: 'honey' },
  { use: 'card lines', text: 'inkMuted', background: 'sky' },
  { use: 'card lines', text: 'inkMuted', background: 'lilac' },
  { use: 'neutral card greeting', text: 'ink', background: 'paper' },
  { use: 'keepsake token code', text: 'brandStrong', background: 'paper' },
  { use: 'keepsake token label', text: 'brandInk', background: 'brand' },
  { use: 'charity card back (description)', text: 'ink', background: 'honey' },
  { use: 'charity card back (name)', text: 'brandStrong', background: 'honey' },
  { use: 'charity card name', text: 'brandStrong', background: 'paper' },
  { use: 'redeem good-news note', text: 'ink', background: 'successBg' },
];

/** `inkMuted` -> `--lg-ink-muted`. */
export function cssVariableName(name: PaletteColor): string {
  return `--lg-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The palette as CSS custom properties (the content of palette.css). */
export function paletteCss(): string {
  const lines = Object.entries(palette).map(([name, value]) => `  ${cssVariableName(name as PaletteColor)}: ${value};`);
  return `/* Generated from src/palette.ts (palette.test.ts keeps it in step). */\n:root {\n${lines.join('\n')}\n}\n`;
}

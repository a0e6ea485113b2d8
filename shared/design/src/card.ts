/**
 * The card front: its layout (where the art, the greeting block and every line go) and the
 * SVG drawn from it. One function for the preview in the browser and the print in the PDF.
 * Units: 1 unit = 1 pt on the 7 × 5 in card = 1 px in the preview (the spec 9 sizes).
 */
import type { RenderedGreeting } from '@littlegivers/shared/contract/greeting';
import { type CardDesign, cardDesign } from './designs';
import { FONT_STACK } from './font';
import type { ArtKey } from './generated/art';
import { baselineOffset, type CardWeight, textWidth, wrapBalanced } from './measure';
import { palette } from './palette';
import { type ArtDrawer, type Box, escapeXml, inlineArt, num } from './svg';

/** The trim: 7 × 5 in landscape, in points. */
export const CARD_SIZE = { width: 504, height: 360 } as const;

export const CARD_LAYOUT = {
  frame: { x: 12, y: 12, width: 480, height: 336, radius: 18, strokeWidth: 3 },
  art: {
    main: { x: 206, y: 24, width: 92, height: 92 },
    left: { x: 138, y: 56, width: 48, height: 48 },
    right: { x: 318, y: 56, width: 48, height: 48 },
  },
  /** The greeting block sits in this box (30 % of the free space above it); lines are centred horizontally. */
  greetingBox: { x: 44, y: 126, width: 416, height: 206 },
  /** The header is the spec 9 greeting (the given size); the lines below it are set at this size. */
  linesFont: { fontSize: 14, lineHeight: 20 },
  headerWeight: 800,
  linesWeight: 500,
  /** Space between the header and the lines. */
  gap: 8,
} as const;

/** The share of the greeting box's free space above the block (the rest is below it). */
const GREETING_BLOCK_BIAS = 0.3;

export interface CardInput {
  designKey: string;
  /** The greeting, names already substituted (the custom text for a custom message). */
  header: string;
  /** The smaller lines under the greeting (none for a custom message). */
  lines?: readonly string[];
  /** Spec 9: 32 / 44 for a chosen greeting, by length for a custom one. */
  fontSize: number;
  lineHeight: number;
}

export interface CardTextLine {
  text: string;
  role: 'header' | 'line';
  /** The centre of the line. */
  x: number;
  /** The top of the line box and the baseline. */
  top: number;
  baseline: number;
  width: number;
  fontSize: number;
  lineHeight: number;
  weight: CardWeight;
  fill: string;
}

export interface CardArt extends Box {
  art: ArtKey;
  slot: 'main' | 'left' | 'right';
}

export interface CardLayout {
  design: CardDesign;
  width: number;
  height: number;
  art: CardArt[];
  greetingBox: Box;
  /** The box the text actually takes. */
  block: Box;
  lines: CardTextLine[];
}

/** Where everything goes on the card, computed from the font's metrics (no browser needed). */
export function layoutCard(input: CardInput): CardLayout {
  const design = cardDesign(input.designKey);
  const { greetingBox, linesFont, headerWeight, linesWeight, gap } = CARD_LAYOUT;
  const centre = greetingBox.x + greetingBox.width / 2;
  const headerTexts = wrapBalanced(input.header, greetingBox.width, input.fontSize, headerWeight);
  const lineTexts = (input.lines ?? []).flatMap((line) =>
    wrapBalanced(line, greetingBox.width, linesFont.fontSize, linesWeight),
  );
  const headerHeight = headerTexts.length * input.lineHeight;
  const linesHeight = lineTexts.length * linesFont.lineHeight;
  const height = headerHeight + (headerTexts.length && lineTexts.length ? gap : 0) + linesHeight;
  // Free space goes mostly below the block: a short greeting sits close under the art.
  let top = greetingBox.y + Math.max(0, (greetingBox.height - height) * GREETING_BLOCK_BIAS);
  const blockTop = top;
  const lines: CardTextLine[] = [];
  const place = (texts: string[], role: CardTextLine['role'], fontSize: number, lineHeight: number) => {
    const weight = role === 'header' ? headerWeight : linesWeight;
    const fill = palette[role === 'header' ? design.headerInk : design.linesInk];
    for (const text of texts) {
      const width = textWidth(text, fontSize, weight);
      lines.push({
        text,
        role,
        x: centre,
        top,
        baseline: top + baselineOffset(fontSize, lineHeight),
        width,
        fontSize,
        lineHeight,
        weight,
        fill,
      });
      top += lineHeight;
    }
  };
  place(headerTexts, 'header', input.fontSize, input.lineHeight);
  if (headerTexts.length && lineTexts.length) top += gap;
  place(lineTexts, 'line', linesFont.fontSize, linesFont.lineHeight);
  const blockWidth = Math.max(0, ...lines.map((line) => line.width));
  return {
    design,
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    art: (['main', 'left', 'right'] as const).map((slot) => ({
      slot,
      art: design.art[slot],
      ...CARD_LAYOUT.art[slot],
    })),
    greetingBox: { ...greetingBox },
    block: { x: centre - blockWidth / 2, y: blockTop, width: blockWidth, height },
    lines,
  };
}

const NO_BREAK_SPACE = '\u00a0';

/** Joins the words of each name with no-break spaces, so no line ends in the middle of a name. */
export function keepNamesTogether(text: string, names: readonly string[]): string {
  let result = text;
  for (const name of names.map((value) => value.trim()).filter((value) => value.includes(' '))) {
    result = result.split(name).join(name.replace(/ +/g, NO_BREAK_SPACE));
  }
  return result;
}

/**
 * The card input from the shared greeting rendering (renderGreeting or previewGreeting). Pass
 * the names that were substituted (recipient and purchaser as shown) to keep each on one line.
 */
export function cardInputFromGreeting(
  designKey: string,
  greeting: RenderedGreeting,
  names: readonly string[] = [],
): CardInput {
  return {
    designKey,
    header: keepNamesTogether(greeting.header, names),
    lines: greeting.lines.map((line) => keepNamesTogether(line, names)),
    ...greeting.font,
  };
}

/** Confetti along the frame, away from the art and the greeting: [x, y, shape, rotation]. */
const CONFETTI: readonly (readonly [number, number, 'dot' | 'bar', number])[] = [
  [36, 40, 'dot', 0],
  [62, 82, 'bar', 30],
  [92, 34, 'bar', -20],
  [44, 138, 'dot', 0],
  [30, 232, 'bar', 60],
  [48, 318, 'dot', 0],
  [100, 330, 'bar', -35],
  [404, 330, 'bar', 25],
  [458, 318, 'dot', 0],
  [474, 224, 'bar', -60],
  [462, 136, 'dot', 0],
  [440, 80, 'bar', -25],
  [412, 36, 'bar', 20],
  [468, 40, 'dot', 0],
];

function confettiSvg(design: CardDesign): string {
  return CONFETTI.map(([x, y, shape, rotation], index) => {
    const fill = palette[design.confetti[index % design.confetti.length] ?? design.frame];
    return shape === 'dot'
      ? `<circle cx="${x}" cy="${y}" r="5" fill="${fill}"/>`
      : `<rect x="${x - 7}" y="${y - 2.5}" width="14" height="5" rx="2.5" fill="${fill}" transform="rotate(${rotation} ${x} ${y})"/>`;
  }).join('');
}

function textSvg(line: CardTextLine): string {
  return `<text x="${num(line.x)}" y="${num(line.baseline)}" font-size="${line.fontSize}" font-weight="${line.weight}" fill="${line.fill}">${escapeXml(line.text)}</text>`;
}

/** The card front as a standalone SVG document, its art inline (the PDF, or an <img>). */
export function cardSvg(input: CardInput): string {
  return cardSvgWith(input, inlineArt);
}

/**
 * The card front with the art drawn by `drawArt`: `linkedArt(...)` refers to the served art
 * files (same geometry), so an app that uses only this carries no art in its JavaScript.
 */
export function cardSvgWith(input: CardInput, drawArt: ArtDrawer): string {
  const { open, ground, text } = cardSvgParts(input, drawArt);
  return `${open}${ground}${text}</svg>`;
}

/**
 * The card in two layers, each a standalone SVG document of the card's size: `ground` (the
 * design's background, frame, confetti and art: the same for every card of a design) and `text`
 * (the greeting). Drawn one over the other they are `cardSvgWith`'s picture; ops print draws the
 * ground of each design once and places it on every card of that design.
 */
export function cardSvgLayers(input: CardInput, drawArt: ArtDrawer = inlineArt): { ground: string; text: string } {
  const { open, ground, text } = cardSvgParts(input, drawArt);
  return { ground: `${open}${ground}</svg>`, text: `${open}${text}</svg>` };
}

function cardSvgParts(input: CardInput, drawArt: ArtDrawer) {
  const layout = layoutCard(input);
  const { design } = layout;
  const { frame } = CARD_LAYOUT;
  const label = [input.header, ...(input.lines ?? [])].filter((text) => text.trim() !== '').join(' ');
  return {
    open: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-label="${escapeXml(`card: ${label}`)}" data-design="${design.key}">`,
    ground:
      `<rect width="${layout.width}" height="${layout.height}" fill="${palette[design.background]}"/>` +
      `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="${frame.radius}" fill="none" stroke="${palette[design.frame]}" stroke-width="${frame.strokeWidth}"/>` +
      confettiSvg(design) +
      layout.art
        .map((art) => drawArt(art.art, art, art.slot === 'left' ? -12 : art.slot === 'right' ? 12 : 0))
        .join(''),
    text:
      `<g font-family="${FONT_STACK.replace(/'/g, '&apos;')}" text-anchor="middle" style="font-kerning:none">` +
      layout.lines.map(textSvg).join('') +
      '</g>',
  };
}

/**
 * Text measurement and line wrapping from the font's own advance widths (a table generated
 * at build time from the static instances pdfkit embeds), so the browser preview and the PDF
 * break a greeting into exactly the same lines.
 */
import { FONT_ADVANCES, FONT_VERTICAL_METRICS } from './generated/font-metrics';

export type CardWeight = keyof typeof FONT_ADVANCES;

const tables = new Map<CardWeight, Map<string, number>>();

function advanceTable(weight: CardWeight): Map<string, number> {
  let table = tables.get(weight);
  if (!table) {
    const { chars, widths } = FONT_ADVANCES[weight];
    table = new Map([...chars].map((char, index) => [char, widths[index] ?? 0]));
    tables.set(weight, table);
  }
  return table;
}

/** A character outside the Latin subset is measured as a wide letter, so a line never overflows. */
const UNKNOWN_CHARACTER = 'W';

/** The advance width of `text` at `fontSize` in the given weight (no kerning: never wider than drawn). */
export function textWidth(text: string, fontSize: number, weight: CardWeight): number {
  const table = advanceTable(weight);
  const unknown = table.get(UNKNOWN_CHARACTER) ?? FONT_VERTICAL_METRICS.unitsPerEm;
  let units = 0;
  for (const char of text) units += table.get(char) ?? unknown;
  return (units * fontSize) / FONT_VERTICAL_METRICS.unitsPerEm;
}

function breakWord(word: string, maxWidth: number, fontSize: number, weight: CardWeight): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && textWidth(piece + char, fontSize, weight) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap into lines no wider than `maxWidth`; runs of spaces collapse, a newline
 * forces a break, a no-break space does not break and a word wider than the line is broken
 * between characters.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, weight: CardWeight): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    // Breaks at spaces and tabs only: a no-break space (U+00A0) keeps a name on one line.
    for (const word of paragraph.split(/[ \t\r]+/).filter((part) => part !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (textWidth(candidate, fontSize, weight) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = breakWord(word, maxWidth, fontSize, weight);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/**
 * The baseline of a line in a line box of `lineHeight` starting at `top`, as CSS places it:
 * half the leading above the font's ascent.
 */
export function baselineOffset(fontSize: number, lineHeight: number): number {
  const { unitsPerEm, ascent, descent } = FONT_VERTICAL_METRICS;
  const content = ((ascent - descent) * fontSize) / unitsPerEm;
  return (lineHeight - content) / 2 + (ascent * fontSize) / unitsPerEm;
}

/**
 * Like wrapText, but with lines of even length (CSS's `text-wrap: balance`): the narrowest
 * width that keeps the same number of lines, so no line ends with one lonely word.
 */
export function wrapBalanced(text: string, maxWidth: number, fontSize: number, weight: CardWeight): string[] {
  const greedy = wrapText(text, maxWidth, fontSize, weight);
  if (greedy.length < 2) return greedy;
  let low = 0;
  let high = maxWidth;
  while (high - low > 0.5) {
    const mid = (low + high) / 2;
    if (wrapText(text, mid, fontSize, weight).length <= greedy.length) high = mid;
    else low = mid;
  }
  return wrapText(text, high, fontSize, weight);
}

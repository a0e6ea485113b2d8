import { readFileSync, statSync } from 'node:fs';
import { FONT_FILE, fontFaceCss, fontPreloadLink, textWidth, wrapBalanced, wrapText } from '../src/index';

describe('the font', () => {
  it('font.css is the @font-face rules for the packaged woff2, with adjusted fallbacks', () => {
    const css = readFileSync(new URL('../font.css', import.meta.url), 'utf8');
    expect(css).toBe(fontFaceCss(`./fonts/${FONT_FILE}`));
    for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(css.match(new RegExp(`${descriptor}: [\\d.]+%;`, 'g'))).toHaveLength(2);
    }
    expect(css).toContain('font-display: swap;');
  });

  it('is one Latin woff2 within the 60 KB font budget', () => {
    expect(statSync(new URL(`../fonts/${FONT_FILE}`, import.meta.url)).size).toBeLessThan(60 * 1024);
    expect(fontPreloadLink('/fonts/x.woff2')).toBe(
      '<link rel="preload" href="/fonts/x.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });
});

describe('measuring and wrapping', () => {
  it('measures from the advance table, bold wider than regular, proportional to size', () => {
    expect(textWidth('', 32, 800)).toBe(0);
    expect(textWidth('Maya', 32, 800)).toBeGreaterThan(textWidth('Maya', 32, 500));
    expect(textWidth('Maya', 64, 800)).toBeCloseTo(2 * textWidth('Maya', 32, 800), 9);
    expect(textWidth('iiii', 20, 500)).toBeLessThan(textWidth('WWWW', 20, 500));
  });

  it('measures a character outside the Latin subset as a wide letter', () => {
    expect(textWidth('字', 20, 500)).toBe(textWidth('W', 20, 500));
  });

  it('wraps greedily into lines no wider than the box, keeping every word', () => {
    const text = 'To celebrate, Grandma Rose & Grandpa J has given you a gift to give.';
    const lines = wrapText(text, 200, 14, 500);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 14, 500)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text);
    // Greedy: the next word would not have fitted on any line.
    for (let i = 0; i < lines.length - 1; i++) {
      const next = lines[i + 1]?.split(' ')[0];
      expect(textWidth(`${lines[i]} ${next}`, 14, 500)).toBeGreaterThan(200);
    }
  });

  it('honours newlines, collapses spaces and breaks a word wider than the line', () => {
    expect(wrapText('Hi  there\nMaya', 400, 20, 500)).toEqual(['Hi there', 'Maya']);
    const long = 'W'.repeat(40);
    const pieces = wrapText(long, 100, 20, 800);
    expect(pieces.join('')).toBe(long);
    for (const piece of pieces) expect(textWidth(piece, 20, 800)).toBeLessThanOrEqual(100);
  });

  it('balances lines without adding one', () => {
    const text = 'To celebrate, Grandma Rose & Grandpa J has given you a gift to give.';
    const greedy = wrapText(text, 416, 14, 500);
    const balanced = wrapBalanced(text, 416, 14, 500);
    expect(balanced).toHaveLength(greedy.length);
    expect(balanced.join(' ')).toBe(text);
    const widths = balanced.map((line) => textWidth(line, 14, 500));
    expect(Math.min(...widths)).toBeGreaterThan(0.6 * Math.max(...widths));
  });
});

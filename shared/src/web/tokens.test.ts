import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cssVariableName, FONT_STACK, palette } from '@littlegivers/design';
import { colors, fontFamily } from './tokens';

const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

describe('tokens', () => {
  it('the colours are the design package palette, one palette', () => {
    expect(colors).toBe(palette);
  });

  it('tokens.css loads the palette and names every colour after a palette entry, with no colour of its own', () => {
    expect(css).toContain('@import "@littlegivers/design/palette.css";');
    const declarations = [...css.matchAll(/(--color-[a-z-]+): ([^;]+);/g)];
    expect(declarations.length).toBeGreaterThan(10);
    const byVariable = new Map(
      Object.keys(palette).map((name) => [cssVariableName(name as keyof typeof palette), name]),
    );
    for (const [, variable, value] of declarations) {
      const lgName = variable?.replace('--color-', '--lg-') ?? '';
      expect(byVariable.has(lgName), `${variable} names a palette colour`).toBe(true);
      expect(value).toBe(`var(${lgName})`);
    }
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });

  it('tokens.css uses the design font stack for text and headings', () => {
    const stack = FONT_STACK.replace(/'/g, '"');
    expect(css).toContain(`--font-body: ${stack};`);
    expect(css).toContain(`--font-display: ${stack};`);
    expect(fontFamily).toEqual({ body: FONT_STACK, display: FONT_STACK });
  });
});

import { readFileSync } from 'node:fs';
import { AA_LARGE_TEXT, AA_TEXT, CARD_DESIGNS, contrastRatio, palette, paletteCss, TEXT_PAIRS } from '../src/index';

describe('contrast', () => {
  it('computes the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's reference value for #767676 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(TEXT_PAIRS.map((pair) => [pair.use, pair] as const))('%s is AA', (_use, pair) => {
    const ratio = contrastRatio(palette[pair.text], palette[pair.background]);
    expect(ratio).toBeGreaterThanOrEqual(pair.large ? AA_LARGE_TEXT : AA_TEXT);
  });

  it('lists every text colour each card design uses on its ground', () => {
    for (const design of Object.values(CARD_DESIGNS)) {
      for (const ink of [design.headerInk, design.linesInk]) {
        expect(TEXT_PAIRS.some((pair) => pair.text === ink && pair.background === design.background)).toBe(true);
      }
    }
  });
});

describe('palette.css', () => {
  it('carries the palette as custom properties', () => {
    expect(readFileSync(new URL('../palette.css', import.meta.url), 'utf8')).toBe(paletteCss());
    expect(paletteCss()).toContain('--lg-ink-muted: #3e4c59;');
  });
});

/** The card and the token in two layers (ops print places each design's ground once) draw the same picture. */
import { FIXED_GREETING_FONT } from '@littlegivers/shared/contract/greeting';
import { cardSvg, cardSvgLayers, DESIGN_KEYS, SAMPLE_CODE, tokenSvg, tokenSvgLayers } from '../src/index';

/** An SVG document without its root element: the drawing inside. */
const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
const root = (svg: string) => /^<svg[^>]*>/.exec(svg)?.[0];

describe('layers', () => {
  it.each(DESIGN_KEYS)('%s: the ground then the text is the card, and only the text layer has text', (designKey) => {
    const input = {
      designKey,
      header: 'Happy Birthday, Ava!',
      lines: ['Sam has given you the gift of giving.'],
      ...FIXED_GREETING_FONT,
    };
    const { ground, text } = cardSvgLayers(input);
    expect(root(ground)).toBe(root(cardSvg(input)));
    expect(root(text)).toBe(root(cardSvg(input)));
    expect(inner(ground) + inner(text)).toBe(inner(cardSvg(input)));
    expect(ground).not.toContain('<text');
    expect(text).not.toMatch(/<(rect|circle|path|image)\b/);
    // The ground does not depend on the greeting.
    expect(cardSvgLayers({ ...input, header: 'Other', lines: [] }).ground).not.toBe('');
    expect(inner(cardSvgLayers({ ...input, header: 'Other', lines: [] }).ground)).toBe(inner(ground));
  });

  it('the token: ground then text is the token, the code only in the text layer', () => {
    const { ground, text } = tokenSvgLayers({ code: SAMPLE_CODE });
    expect(inner(ground) + inner(text)).toBe(inner(tokenSvg({ code: SAMPLE_CODE })));
    expect(inner(ground)).not.toContain('K1DS');
    expect(text).toContain('K1DS-G1VE');
  });
});

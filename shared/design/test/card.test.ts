import { readFileSync } from 'node:fs';
import { FIXED_GREETING_FONT, greetingFontSize, renderGreeting } from '@littlegivers/shared/contract/greeting';
import { isWellFormedRedemptionCode, normalizeRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { cardTypeSeed } from '../../../api/src/db/seed-data';
import {
  ART_BODIES,
  ART_FILES,
  type ArtFile,
  artFileName,
  CARD_DESIGNS,
  CARD_LAYOUT,
  CARD_SIZE,
  CAUSE_ART,
  CELEBRATION_ART,
  CHARITY_ART,
  cardDesign,
  cardInputFromGreeting,
  cardSvg,
  cardSvgWith,
  designKeyForCardType,
  ENVELOPE_ART,
  HOW_IT_WORKS_ART,
  isCharityArt,
  keepNamesTogether,
  layoutCard,
  linkedArt,
  NEUTRAL_DESIGN_KEY,
  ORGANIZATION_ART,
  palette,
  SAMPLE_CODE,
  TOKEN_ART,
  TOKEN_LAYOUT,
  tokenSvg,
  tokenSvgWith,
} from '../src/index';

/** The longest names the forms accept (spec 9: under 22 and under 25 characters). */
const longNames = { recipientName: 'Alexandra-Maria Jones', purchaserName: 'Grandma Rose & Grandpa J' };

describe('card designs', () => {
  it('every seeded card type has its own design; custom text gets the neutral one', () => {
    for (const type of cardTypeSeed) {
      const key = designKeyForCardType(type);
      expect(Object.keys(CARD_DESIGNS)).toContain(key);
      if (type.customText) expect(key).toBe(NEUTRAL_DESIGN_KEY);
      else expect(key).not.toBe(NEUTRAL_DESIGN_KEY);
    }
    const chosen = cardTypeSeed.filter((type) => !type.customText).map(designKeyForCardType);
    expect(new Set(chosen).size).toBe(chosen.length);
  });

  it('an unknown design key draws the neutral design', () => {
    expect(cardDesign('no-such-design')).toBe(CARD_DESIGNS[NEUTRAL_DESIGN_KEY]);
    expect(cardDesign(undefined).key).toBe(NEUTRAL_DESIGN_KEY);
  });
});

describe('the card layout', () => {
  it('is 7:5', () => {
    expect(CARD_SIZE.width / CARD_SIZE.height).toBeCloseTo(7 / 5, 9);
  });

  it.each(cardTypeSeed.map((type) => [type.name, type] as const))(
    '%s with the longest names fits its box at the spec 9 sizes',
    (_name, type) => {
      const custom = 'Kind words for a kind kid. '.repeat(6).slice(0, 135);
      const greeting = renderGreeting(
        { customGreetingEnabled: type.customText, customGreetingText: custom, greeting: type },
        longNames,
      );
      const layout = layoutCard(cardInputFromGreeting(designKeyForCardType(type), greeting));
      const box = layout.greetingBox;
      const headers = layout.lines.filter((line) => line.role === 'header');
      const expectedFont = type.customText ? greetingFontSize(custom) : FIXED_GREETING_FONT;
      expect(headers.length).toBeGreaterThan(0);
      for (const line of headers)
        expect({ fontSize: line.fontSize, lineHeight: line.lineHeight }).toEqual(expectedFont);
      for (const line of layout.lines) {
        expect(line.x - line.width / 2).toBeGreaterThanOrEqual(box.x);
        expect(line.x + line.width / 2).toBeLessThanOrEqual(box.x + box.width);
        expect(line.top).toBeGreaterThanOrEqual(box.y);
        expect(line.top + line.lineHeight).toBeLessThanOrEqual(box.y + box.height);
      }
      // The names are on the card, and every word of the greeting is drawn.
      const drawn = layout.lines.map((line) => line.text).join(' ');
      const expected = [greeting.header, ...greeting.lines].join(' ').trim().split(/\s+/).join(' ');
      expect(drawn).toBe(expected);
      if (!type.customText) expect(drawn).toContain(longNames.recipientName);
    },
  );

  it('steps lines by their line height, with the gap between header and lines', () => {
    const layout = layoutCard({
      designKey: 'birthday',
      header: 'Happy Birthday, Alexandra-Maria Jones!',
      lines: ['Grandma Rose & Grandpa J has given you the gift of giving.'],
      ...FIXED_GREETING_FONT,
    });
    const tops = layout.lines.map((line) => line.top);
    const [first, second, third] = layout.lines;
    expect(first?.role).toBe('header');
    expect((tops[1] ?? 0) - (tops[0] ?? 0)).toBe(44);
    expect(third?.role).toBe('line');
    expect((third?.top ?? 0) - (second?.top ?? 0)).toBe(44 + CARD_LAYOUT.gap);
    // The baseline sits where CSS puts it: half the leading above Nunito's ascent (1011/1000 em).
    expect((first?.baseline ?? 0) - (first?.top ?? 0)).toBeCloseTo((44 - (1.011 + 0.353) * 32) / 2 + 1.011 * 32, 9);
  });

  it('keeps the art boxes inside the frame and clear of the greeting box', () => {
    const layout = layoutCard({ designKey: 'holidays', header: 'Hi', ...FIXED_GREETING_FONT });
    for (const art of layout.art) {
      expect(art.y + art.height).toBeLessThanOrEqual(layout.greetingBox.y);
      expect(art.x).toBeGreaterThanOrEqual(CARD_LAYOUT.frame.x);
    }
    expect(layout.art.map((art) => art.art)).toEqual(['glowing-star', 'snowflake', 'wrapped-gift']);
  });
});

describe('the card SVG', () => {
  it('draws the layout: ground, art and every line where the layout puts it', () => {
    const input = {
      designKey: 'thinking-of-you',
      header: 'Thinking of you, Sam & <Jo>',
      lines: ['Hello'],
      ...FIXED_GREETING_FONT,
    };
    const svg = cardSvg(input);
    const layout = layoutCard(input);
    expect(svg).toContain(`viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}"`);
    expect(svg).toContain(`fill="${palette.sky}"`);
    expect(svg).toContain(ART_BODIES.sunflower);
    expect(svg).toContain('Sam &amp; &lt;Jo&gt;');
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
    expect(texts.map((match) => Number(match[2]))).toEqual(
      layout.lines.map((line) => Math.round(line.baseline * 100) / 100),
    );
    expect(texts.map((match) => Number(match[3]))).toEqual(layout.lines.map((line) => line.fontSize));
    expect(svg).toContain('aria-label="card: Thinking of you, Sam &amp; &lt;Jo&gt; Hello"');
    expect(svg).not.toMatch(/[\u{1F300}-\u{1FAFF}]/u);
  });
});

describe('the keepsake token', () => {
  it('shows a well-formed sample code in two rows of two groups', () => {
    expect(isWellFormedRedemptionCode(normalizeRedemptionCode(SAMPLE_CODE))).toBe(true);
    const svg = tokenSvg({ code: SAMPLE_CODE });
    expect(svg).toContain('>K1DS-G1VE</text>');
    expect(svg).toContain('>H4PP-Y123</text>');
    expect(svg).toContain(ART_BODIES['growing-heart']);
    expect(svg).toContain(`font-size="${TOKEN_LAYOUT.code.fontSize}"`);
  });

  it('groups a raw code the way it is printed', () => {
    expect(tokenSvg({ code: 'abcd1234efgh5678' })).toContain('>ABCD-1234</text>');
  });
});

describe('the art', () => {
  it('has a file for the token, the envelope, the steps, the causes, a celebration and every seeded organization', async () => {
    const { existsSync } = await import('node:fs');
    const { organizationSeed, categorySeed } = await import('../../../api/src/db/seed-data');
    const slug = (imagePath: string) => imagePath.replace(/^.*\//, '').replace(/\.svg$/, '');
    const organizations = ORGANIZATION_ART as Record<string, ArtFile>;
    const causes = CAUSE_ART as Record<string, ArtFile>;
    const keys: ArtFile[] = [
      TOKEN_ART,
      ENVELOPE_ART,
      CELEBRATION_ART,
      ...HOW_IT_WORKS_ART,
      ...categorySeed.map((category) => causes[slug(category.imagePath)] as ArtFile),
      ...organizationSeed.map((organization) => organization.image),
      ...CHARITY_ART,
      ...Object.values(CARD_DESIGNS).flatMap((design) => Object.values(design.art)),
    ];
    expect(keys.every((key) => ART_FILES.includes(key))).toBe(true);
    expect(new Set(organizationSeed.map((organization) => organization.image)).size).toBe(16);
    expect(organizationSeed.every((organization) => isCharityArt(organization.image))).toBe(true);
    expect(Object.values(organizations).sort()).toEqual(organizationSeed.map((row) => row.image).sort());
    for (const key of keys) {
      const svg = readFileSync(new URL(`../art/${artFileName(key)}`, import.meta.url), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32"/);
    }
    expect(existsSync(new URL('../art/LICENSE', import.meta.url))).toBe(true);
  });
});

describe('names on one line', () => {
  it('joins the words of each name with no-break spaces, and the wrap never splits them', () => {
    const names = ['Maya', 'Grandma Rose & Grandpa J'];
    expect(keepNamesTogether('This season Grandma Rose & Grandpa J is here.', names)).toBe(
      'This season Grandma\u00a0Rose\u00a0&\u00a0Grandpa\u00a0J is here.',
    );
    const greeting = renderGreeting(
      { customGreetingEnabled: false, greeting: cardTypeSeed.find((type) => type.name === 'holidays') },
      { recipientName: 'Maya', purchaserName: 'Grandma Rose & Grandpa J' },
    );
    const layout = layoutCard(cardInputFromGreeting('holidays', greeting, names));
    const lines = layout.lines.filter((line) => line.role === 'line').map((line) => line.text);
    expect(lines.filter((line) => line.includes('Grandma\u00a0Rose\u00a0&\u00a0Grandpa\u00a0J'))).toHaveLength(1);
  });
});

describe('linked art', () => {
  it('refers to the served files at the same boxes, and carries no icon paths', () => {
    const input = { designKey: 'birthday', header: 'Happy Birthday, Maya!', ...FIXED_GREETING_FONT };
    const svg = cardSvgWith(
      input,
      linkedArt((art) => `/art/${art}.svg`),
    );
    const images = [
      ...svg.matchAll(
        /<image data-art="([^"]+)" href="([^"]+)" x="0" y="0" width="([\d.]+)" height="[\d.]+" transform="translate\(([\d.]+) ([\d.]+)\)/g,
      ),
    ];
    expect(images.map((match) => [match[1], match[2], Number(match[3]), Number(match[4]), Number(match[5])])).toEqual(
      layoutCard(input).art.map((box) => [box.art, `/art/${box.art}.svg`, box.width, box.x, box.y]),
    );
    expect(svg).not.toContain(ART_BODIES['birthday-cake']);
    // The text is the same either way.
    expect(svg.slice(svg.indexOf('<g font-family'))).toBe(
      cardSvg(input).slice(cardSvg(input).indexOf('<g font-family')),
    );
    expect(
      tokenSvgWith(
        { code: SAMPLE_CODE },
        linkedArt((art) => `/art/${art}.svg`),
      ),
    ).toContain('href="/art/growing-heart.svg"');
  });
});

import { FONT_FILE, fontFaceCss, fontPreloadLink } from '@littlegivers/design';
import { designFont } from '@littlegivers/shared/build/design-font.mjs';

describe("the shell's font (rspack.config.mjs)", () => {
  it('is the design package font at a fixed, content-hashed URL, with its @font-face rules inline and its URL for the preload', () => {
    const font = designFont();
    expect(font.url).toMatch(new RegExp(`^/fonts/${FONT_FILE.replace('.woff2', '')}\\.[0-9a-f]{10}\\.woff2$`));
    expect(font.fontFaceCss).toBe(fontFaceCss(font.url));
    expect(font.preloadLink).toBe(fontPreloadLink(font.url));
    expect(font.fontFaceCss).toContain('size-adjust');
    expect(font.headTags.map((tag) => tag.tagName)).toEqual(['style', 'style']);
    expect(font.headTags.map((tag) => tag.innerHTML).join('')).toBe(font.fontFaceCss);
    // Nunito's face alone carries the URL; the fallbacks are the other tag.
    expect(font.headTags[0]?.attributes).toEqual({ 'data-font-url': font.url });
    expect(font.headTags[0]?.innerHTML).toContain(font.url);
    expect(font.headTags[0]?.innerHTML).not.toContain('Nunito Fallback');
    expect(font.headTags[1]?.innerHTML).toContain('Nunito Fallback');
    expect(font.headTags[1]?.innerHTML).not.toContain(font.url);
  });
});

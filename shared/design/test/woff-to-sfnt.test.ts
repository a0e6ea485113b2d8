/**
 * The embedded Nunito: the WOFF files unwrapped once into the TrueType they hold (woffToSfnt) must
 * be the same font, table for table and glyph for glyph, as fontkit reads from the WOFF itself.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { PDF_FONT_FILES, woffToSfnt } from '../src/pdf';

describe('woffToSfnt', () => {
  it.each([500, 800] as const)('unwraps Nunito %i into an equal TrueType font', (weight) => {
    const woff = readFileSync(PDF_FONT_FILES[weight]);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavor
    expect(sfnt.length).toBeGreaterThan(woff.length); // inflated
    const fromWoff = fontkit.create(woff) as fontkit.Font;
    const fromSfnt = fontkit.create(sfnt) as fontkit.Font;
    expect(fromSfnt.type).toBe('TTF');
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    const text = 'K1DS-G1VE-H4PP-Y123 Happy Birthday, Zoë!';
    expect(fromSfnt.layout(text).glyphs.map((g) => g.id)).toEqual(fromWoff.layout(text).glyphs.map((g) => g.id));
    expect(fromSfnt.layout(text).advanceWidth).toBe(fromWoff.layout(text).advanceWidth);
  });

  it('gives any other font back as it is', () => {
    const ttf = Buffer.from('\u0000\u0001\u0000\u0000rest', 'latin1');
    expect(woffToSfnt(ttf)).toBe(ttf);
  });
});

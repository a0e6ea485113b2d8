/**
 * The typeface: Nunito (SIL OFL 1.1), a rounded sans, self-hosted as one variable woff2 of
 * the Latin subset (weights 200-1000), with metric-adjusted fallbacks so the swap moves nothing.
 */
import { FALLBACK_FACES_CSS, FONT_FILE, FONT_UNICODE_RANGE } from './generated/font-faces';

export { FONT_FILE };

/** The family name of the @font-face rules and the stack to use everywhere. */
export const FONT_FAMILY_NAME = 'Nunito';
export const FONT_STACK = "Nunito, 'Nunito Fallback', system-ui, sans-serif";

/**
 * The @font-face rules for a font served at `fontUrl` (e.g. '/fonts/nunito-latin-wght-normal.woff2'):
 * Nunito, then the fallbacks. font.css is this with the package-relative URL.
 */
export function fontFaceCss(fontUrl: string): string {
  return (
    '@font-face {\n' +
    `  font-family: "${FONT_FAMILY_NAME}";\n` +
    '  font-style: normal;\n' +
    '  font-display: swap;\n' +
    '  font-weight: 200 1000;\n' +
    `  src: url("${fontUrl}") format("woff2");\n` +
    `  unicode-range: ${FONT_UNICODE_RANGE};\n` +
    '}\n' +
    FALLBACK_FACES_CSS
  );
}

/** The preload tag for <head>, before any stylesheet (crossorigin is required for fonts). */
export function fontPreloadLink(fontUrl: string): string {
  return `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
}

/**
 * The keepsake token the child holds: a round token with the heart, the name and the code.
 * The preview shows it with SAMPLE_CODE; ops print draws it with the real code.
 */
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { TOKEN_ART } from './art';
import { FONT_STACK } from './font';
import { palette } from './palette';
import { type ArtDrawer, escapeXml, inlineArt } from './svg';

/** A well-formed code (Crockford base 32) that reads as a sample. */
export const SAMPLE_CODE = 'K1DS-G1VE-H4PP-Y123';

export const TOKEN_SIZE = { width: 240, height: 240 } as const;

export const TOKEN_LAYOUT = {
  centre: { x: 120, y: 120 },
  rim: 118,
  face: 100,
  art: { x: 96, y: 34, width: 48, height: 48 },
  name: { y: 102, fontSize: 14 },
  /** The code in two lines of two groups. */
  code: { y: [134, 162], fontSize: 24 },
  caption: { y: 190, fontSize: 12 },
  headerWeight: 800,
  bodyWeight: 500,
} as const;

/** The keepsake token as a standalone SVG document; `code` is grouped for reading. */
export function tokenSvg({ code }: { code: string }): string {
  return tokenSvgWith({ code }, inlineArt);
}

/** The token with the art drawn by `drawArt` (see cardSvgWith). */
export function tokenSvgWith({ code }: { code: string }, drawArt: ArtDrawer): string {
  const { open, ground, text } = tokenSvgParts(code, drawArt);
  return `${open}${ground}${text}</svg>`;
}

/** The token in two layers, as `cardSvgLayers`: `ground` (rim, face, art: the same for every code) and `text`. */
export function tokenSvgLayers(
  { code }: { code: string },
  drawArt: ArtDrawer = inlineArt,
): { ground: string; text: string } {
  const { open, ground, text } = tokenSvgParts(code, drawArt);
  return { ground: `${open}${ground}</svg>`, text: `${open}${text}</svg>` };
}

function tokenSvgParts(code: string, drawArt: ArtDrawer) {
  const groups = formatRedemptionCode(code).split('-');
  const half = Math.ceil(groups.length / 2);
  const rows = [groups.slice(0, half).join('-'), groups.slice(half).join('-')];
  const { centre, rim, face, art, name, caption } = TOKEN_LAYOUT;
  const text = (y: number, size: number, weight: number, fill: string, content: string, spacing = 0) =>
    `<text x="${centre.x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}"${spacing ? ` letter-spacing="${spacing}"` : ''}>${escapeXml(content)}</text>`;
  return {
    open: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TOKEN_SIZE.width} ${TOKEN_SIZE.height}" width="${TOKEN_SIZE.width}" height="${TOKEN_SIZE.height}" role="img" aria-label="${escapeXml(`keepsake token with the code ${rows.join('-')}`)}">`,
    ground:
      `<circle cx="${centre.x}" cy="${centre.y}" r="${rim}" fill="${palette.brand}"/>` +
      `<circle cx="${centre.x}" cy="${centre.y}" r="${face + 8}" fill="none" stroke="${palette.sun}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>` +
      `<circle cx="${centre.x}" cy="${centre.y}" r="${face}" fill="${palette.paper}"/>` +
      drawArt(TOKEN_ART, art, 0),
    text:
      `<g font-family="${FONT_STACK.replace(/'/g, '&apos;')}" text-anchor="middle" style="font-kerning:none">` +
      text(name.y, name.fontSize, TOKEN_LAYOUT.headerWeight, palette.brand, 'Little Givers') +
      rows
        .filter((row) => row !== '')
        .map((row, index) =>
          text(
            TOKEN_LAYOUT.code.y[index] ?? 0,
            TOKEN_LAYOUT.code.fontSize,
            TOKEN_LAYOUT.headerWeight,
            palette.brandStrong,
            row,
            1,
          ),
        )
        .join('') +
      text(caption.y, caption.fontSize, TOKEN_LAYOUT.bodyWeight, palette.inkMuted, 'your secret code') +
      '</g>',
  };
}

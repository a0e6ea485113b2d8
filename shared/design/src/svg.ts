/** Small SVG string helpers shared by the card and the token. */
import { ART_BODIES, ART_VIEWBOX, type ArtKey } from './generated/art';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Two decimals at most: short output, the same string in every runtime. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** An art icon drawn into `box` (square icons, scaled to the box's width). */
export function artGroup(art: ArtKey, box: Box, rotate = 0): string {
  const scale = box.width / ART_VIEWBOX;
  const turn = rotate === 0 ? '' : ` rotate(${num(rotate)} ${num(ART_VIEWBOX / 2)} ${num(ART_VIEWBOX / 2)})`;
  return `<g data-art="${art}" transform="translate(${num(box.x)} ${num(box.y)}) scale(${num(scale)})${turn}">${ART_BODIES[art]}</g>`;
}

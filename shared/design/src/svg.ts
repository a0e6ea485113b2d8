/** Small SVG string helpers shared by the card and the token. */
import { ART_BODIES, ART_VIEWBOX, type ArtKey } from './generated/art';

/**
 * Draws one art icon into `box`, turned by `rotate` degrees about its centre. `inlineArt` puts
 * the icon's paths into the SVG (what the PDF needs); `linkedArt` refers to the served file
 * instead, so an app's JavaScript need not carry the art (tree-shaken when `inlineArt` is unused).
 */
export type ArtDrawer = (art: ArtKey, box: Box, rotate: number) => string;

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

function turn(rotate: number, centre: number): string {
  return rotate === 0 ? '' : ` rotate(${num(rotate)} ${num(centre)} ${num(centre)})`;
}

/** The icon's paths inline (square icons, scaled to the box's width). */
export const inlineArt: ArtDrawer = (art, box, rotate) =>
  `<g data-art="${art}" transform="translate(${num(box.x)} ${num(box.y)}) scale(${num(box.width / ART_VIEWBOX)})${turn(rotate, ART_VIEWBOX / 2)}">${ART_BODIES[art]}</g>`;

/**
 * The icon as an <image> of its served file, e.g. `linkedArt((art) => `/art/${art}.svg`)`. Only
 * for an SVG placed in the page's DOM (an SVG shown through <img> loads no images).
 */
export function linkedArt(hrefFor: (art: ArtKey) => string): ArtDrawer {
  return (art, box, rotate) =>
    `<image data-art="${art}" href="${escapeXml(hrefFor(art))}" x="0" y="0" width="${num(box.width)}" height="${num(box.height)}" transform="translate(${num(box.x)} ${num(box.y)})${turn(rotate, box.width / 2)}"/>`;
}

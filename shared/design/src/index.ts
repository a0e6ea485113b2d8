/** @littlegivers/design: the single design source for the browser apps and ops print. */
export {
  artFileName,
  CAUSE_ART,
  CELEBRATION_ART,
  CHARITY_ART,
  CHARITY_ART_FALLBACK,
  type CharityArt,
  ENVELOPE_ART,
  HOW_IT_WORKS_ART,
  isCharityArt,
  ORGANIZATION_ART,
  TOKEN_ART,
} from './art';
export {
  CARD_LAYOUT,
  CARD_SIZE,
  type CardArt,
  type CardInput,
  type CardLayout,
  type CardTextLine,
  cardInputFromGreeting,
  cardSvg,
  cardSvgLayers,
  cardSvgWith,
  keepNamesTogether,
  layoutCard,
} from './card';
export { AA_LARGE_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from './contrast';
export {
  CARD_DESIGNS,
  type CardDesign,
  cardDesign,
  DESIGN_KEY_BY_CARD_TYPE,
  DESIGN_KEYS,
  type DesignKey,
  designKeyForCardType,
  NEUTRAL_DESIGN_KEY,
} from './designs';
export { FONT_FAMILY_NAME, FONT_FILE, FONT_STACK, FONT_WEIGHTS, fontFaceCss, fontPreloadLink } from './font';
export { ART_BODIES, ART_FILES, ART_VIEWBOX, type ArtFile, type ArtKey } from './generated/art';
export { baselineOffset, type CardWeight, textWidth, wrapBalanced, wrapText } from './measure';
export { cssVariableName, type PaletteColor, palette, paletteCss, TEXT_PAIRS, type TextPair } from './palette';
export { previewGreeting, previewGreetingText, previewNames, RECIPIENT_PLACEHOLDER } from './placeholder';
export { type ArtDrawer, type Box, escapeXml, inlineArt, linkedArt } from './svg';
export { SAMPLE_CODE, TOKEN_LAYOUT, TOKEN_SIZE, tokenSvg, tokenSvgLayers, tokenSvgWith } from './token';

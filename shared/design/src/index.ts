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
  type CardInput,
  type CardLayout,
  cardInputFromGreeting,
  cardSvg,
  cardSvgLayers,
  cardSvgWith,
  keepNamesTogether,
  layoutCard,
} from './card';
export { AA_LARGE_TEXT, AA_TEXT, contrastRatio } from './contrast';
export {
  CARD_DESIGNS,
  cardDesign,
  DESIGN_KEY_BY_CARD_TYPE,
  DESIGN_KEYS,
  designKeyForCardType,
  NEUTRAL_DESIGN_KEY,
} from './designs';
export { FONT_FILE, FONT_STACK, fontFaceCss, fontPreloadLink } from './font';
export { ART_BODIES, ART_FILES, type ArtFile, type ArtKey } from './generated/art';
export { type CardWeight, textWidth, wrapBalanced, wrapText } from './measure';
export { cssVariableName, palette, paletteCss, TEXT_PAIRS } from './palette';
export { previewGreeting, previewGreetingText, previewNames, RECIPIENT_PLACEHOLDER } from './placeholder';
export { linkedArt } from './svg';
export { SAMPLE_CODE, TOKEN_LAYOUT, TOKEN_SIZE, tokenSvg, tokenSvgLayers, tokenSvgWith } from './token';

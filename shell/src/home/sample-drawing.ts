/**
 * The home page's sample card and keepsake token, drawn by the design package (the same drawing as
 * the printed card), with the art linked to the shell's served files. A chunk of its own
 * (SampleCard.tsx loads it once the page is drawn): the card drawing is the gift app's too, and no
 * other screen of the shell needs it in main.js.
 */
import { cardInputFromGreeting, cardSvgWith, linkedArt, SAMPLE_CODE, tokenSvgWith } from '@littlegivers/design';
import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import { artUrl, HOME_CARD_DESIGN } from '../art/art-url';

/** The sample card's greeting: the birthday card as a purchaser would write it. */
const SAMPLE_GREETING = {
  header: 'Happy Birthday, {recipient_name}!',
  line1: 'Here is the gift of giving, from {purchaser_name}.',
  line2: 'Choose a charity and make a difference in the world.',
};
const SAMPLE_NAMES = { recipientName: 'Maya', purchaserName: 'Grandma Rose' };

export interface SampleDrawing {
  card: string;
  token: string;
}

/** The two drawings, as SVG markup (every text escaped by the design package). */
export function drawSample(): SampleDrawing {
  const drawArt = linkedArt(artUrl);
  const greeting = renderGreeting({ customGreetingEnabled: false, greeting: SAMPLE_GREETING }, SAMPLE_NAMES);
  const names = [SAMPLE_NAMES.recipientName, SAMPLE_NAMES.purchaserName];
  return {
    card: cardSvgWith(cardInputFromGreeting(HOME_CARD_DESIGN, greeting, names), drawArt),
    token: tokenSvgWith({ code: SAMPLE_CODE }, drawArt),
  };
}

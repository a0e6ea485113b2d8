import { cardInputFromGreeting, cardSvgWith, linkedArt, SAMPLE_CODE, tokenSvgWith } from '@littlegivers/design';
import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import { useMemo } from 'react';
import { artUrl, HOME_CARD_DESIGN } from '../art/art-url';

/** The sample card's greeting: the birthday card as a purchaser would write it. */
export const SAMPLE_GREETING = {
  header: 'Happy Birthday, {recipient_name}!',
  line1: 'Here is the gift of giving, from {purchaser_name}.',
  line2: 'Choose a charity and make a difference in the world.',
};
export const SAMPLE_NAMES = { recipientName: 'Maya', purchaserName: 'Grandma Rose' };

/**
 * The printed card and the keepsake token, drawn by the design package (the same drawing as the
 * printed card), with the art linked to the shell's served files.
 */
export function SampleCard() {
  const { card, token } = useMemo(() => {
    const drawArt = linkedArt(artUrl);
    const greeting = renderGreeting({ customGreetingEnabled: false, greeting: SAMPLE_GREETING }, SAMPLE_NAMES);
    const names = [SAMPLE_NAMES.recipientName, SAMPLE_NAMES.purchaserName];
    return {
      card: cardSvgWith(cardInputFromGreeting(HOME_CARD_DESIGN, greeting, names), drawArt),
      token: tokenSvgWith({ code: SAMPLE_CODE }, drawArt),
    };
  }, []);
  return (
    <figure className="sample-card home-hero__card">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's SVG, every text escaped */}
      <div className="sample-card__card" dangerouslySetInnerHTML={{ __html: card }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's SVG, every text escaped */}
      <div className="sample-card__token" dangerouslySetInnerHTML={{ __html: token }} />
      <figcaption className="sample-card__caption">
        the printed card, and the keepsake token with its secret code
      </figcaption>
    </figure>
  );
}

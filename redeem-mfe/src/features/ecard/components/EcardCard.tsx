import { cardInputFromGreeting, cardSvgWith, linkedArt } from '@littlegivers/design';
import { printedGreetingFont } from '@littlegivers/shared/contract/greeting';
import type { EcardView } from '@littlegivers/shared/contract/schemas/ecard-view';
import { CARD_ART_URLS } from '@littlegivers/shared/web/card-art-urls';
import { useMemo } from 'react';

/** The served art files, linked from the card's SVG (no art paths in the bundle). */
const drawArt = linkedArt((art) => CARD_ART_URLS[art]);

/** The card as printed: its design, the greeting at the printed size, the names kept on one line. */
function cardSvgOf(view: EcardView): string {
  const custom = view.greetingCustom ?? false;
  const greeting = { ...view.greeting, font: printedGreetingFont(view.greeting.header, custom), custom };
  return cardSvgWith(cardInputFromGreeting(view.designKey, greeting, [view.recipientName, view.fromName]), drawArt);
}

/**
 * The card, opening: the card's front, drawn by the design package (the same drawing as the
 * printed card, its greeting as the picture's label), behind a cover that swings open (CSS,
 * 900 ms). With reduced motion asked for, it is shown open at once (redeem.css).
 */
export function EcardCard({ view }: { view: EcardView }) {
  const svg = useMemo(() => cardSvgOf(view), [view]);
  return (
    <figure className="ecard-card" aria-label="the card">
      <div
        className="ecard-card__inside"
        data-design={view.designKey}
        data-testid="ecard-drawing"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's own SVG, every text escaped
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <div className="ecard-card__cover" aria-hidden="true">
        <span>{`for ${view.recipientName || 'you'}`}</span>
      </div>
    </figure>
  );
}

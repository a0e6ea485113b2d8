import {
  cardInputFromGreeting,
  cardSvgWith,
  designKeyForCardType,
  linkedArt,
  NEUTRAL_DESIGN_KEY,
  previewGreeting,
  previewNames,
  SAMPLE_CODE,
  tokenSvgWith,
} from '@littlegivers/design';
import { DEFAULT_DELIVERY, type Delivery, deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { displayPurchaserName, type GreetingNames } from '@littlegivers/shared/contract/greeting';
import { type CardType, customMessageCardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { CARD_ART_URLS } from '@littlegivers/shared/web/card-art-urls';
import { useMemo } from 'react';

interface CardPreviewProps {
  card: Partial<CardFormInput>;
  cardTypes: readonly CardType[];
  /** How the card reaches the child: the caption under the token says where the code will be. */
  delivery?: Delivery;
}

/** The served art files, linked from the card and token SVGs (no art paths in the bundle). */
const drawArt = linkedArt((art) => CARD_ART_URLS[art]);

/** The design of a card type: the key the API sends, else the package's default for it. */
export function designKeyOf(cardType: CardType | null | undefined): string {
  if (!cardType) return NEUTRAL_DESIGN_KEY;
  return cardType.designKey || designKeyForCardType(cardType);
}

/**
 * The card as it will be printed (spec 2): drawn by the design package (the same SVG `ops print`
 * puts on paper) at 7:5, its greeting at the spec 9 size with the names substituted, and the
 * placeholder ("your child's name") until a name is typed. Beside it, the keepsake token with a
 * sample code: what the child will hold.
 */
export function CardPreview({ card, cardTypes, delivery = DEFAULT_DELIVERY }: CardPreviewProps) {
  const customGreetingEnabled = Boolean(card.customGreetingEnabled);
  const greeting = cardTypes.find((cardType) => String(cardType.id) === String(card.greetingId ?? '')) ?? null;
  const designKey = designKeyOf(customGreetingEnabled ? customMessageCardType(cardTypes) : greeting);
  const { recipientName, purchaserName, customGreetingText } = card;
  const { svg, empty } = useMemo(() => {
    const names: GreetingNames = { recipientName, purchaserName };
    const rendered = previewGreeting({ customGreetingEnabled, customGreetingText, greeting }, names);
    const shownNames = [previewNames(names).recipientName ?? '', displayPurchaserName(purchaserName)];
    return {
      svg: cardSvgWith(cardInputFromGreeting(designKey, rendered, shownNames), drawArt),
      empty: rendered.header.trim() === '',
    };
  }, [designKey, customGreetingEnabled, customGreetingText, greeting, recipientName, purchaserName]);
  return (
    <figure className="gift-card-preview lg-fade-in" aria-labelledby="gift-card-preview-caption">
      <figcaption id="gift-card-preview-caption" className="gift-card-preview__caption">
        card preview
      </figcaption>
      <div className="gift-card-preview__stage">
        <div
          className="gift-card-preview__card"
          data-testid="card-preview"
          data-design={designKey}
          // An empty card is decoration: the prompt over it says what to do.
          aria-hidden={empty ? true : undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's own SVG, every text escaped
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        {empty ? (
          <p className="gift-card-preview__prompt">
            {customGreetingEnabled ? 'type your greeting to see it here' : 'choose a greeting to see it here'}
          </p>
        ) : null}
      </div>
      <KeepsakeToken delivery={delivery} />
    </figure>
  );
}

const sampleTokenSvg = tokenSvgWith({ code: SAMPLE_CODE }, drawArt);

/** The keepsake token with the sample code, as the child will hold it, and where the real code will be. */
function KeepsakeToken({ delivery }: { delivery: Delivery }) {
  return (
    <div className="gift-token" data-testid="keepsake-token">
      <div
        className="gift-token__art"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's own SVG
        dangerouslySetInnerHTML={{ __html: sampleTokenSvg }}
      />
      <p className="gift-token__text">{deliveryMethod(delivery).tokenCaption} The code shown here is a sample.</p>
    </div>
  );
}

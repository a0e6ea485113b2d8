import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import type { CardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';

interface CardPreviewProps {
  card: Partial<CardFormInput>;
  cardTypes: readonly CardType[];
}

/**
 * The card as it will be printed (spec 2): the custom text when enabled, otherwise the chosen
 * greeting with the names substituted, at the spec 9 font size and line height.
 */
export function CardPreview({ card, cardTypes }: CardPreviewProps) {
  const greeting = cardTypes.find((cardType) => String(cardType.id) === String(card.greetingId ?? '')) ?? null;
  const rendered = renderGreeting(
    {
      customGreetingEnabled: Boolean(card.customGreetingEnabled),
      customGreetingText: card.customGreetingText,
      greeting,
    },
    { recipientName: card.recipientName, purchaserName: card.purchaserName },
  );
  const empty = rendered.header.trim() === '';
  return (
    <figure className="gift-card-preview lg-fade-in" aria-labelledby="gift-card-preview-caption">
      <figcaption id="gift-card-preview-caption" className="gift-card-preview__caption">
        card preview
      </figcaption>
      <div className="gift-card-preview__paper" data-testid="card-preview">
        {empty ? (
          <p className="gift-card-preview__placeholder">
            {card.customGreetingEnabled ? 'type your greeting to see it here' : 'choose a greeting to see it here'}
          </p>
        ) : (
          <>
            <p
              className="gift-card-preview__header"
              data-testid="card-preview-header"
              style={{ fontSize: `${rendered.font.fontSize}px`, lineHeight: `${rendered.font.lineHeight}px` }}
            >
              {rendered.header}
            </p>
            {rendered.lines.map((line, index) => (
              // Lines are positional (line1..line3); their order never changes.
              <p key={index} className="gift-card-preview__line">
                {line}
              </p>
            ))}
          </>
        )}
      </div>
    </figure>
  );
}

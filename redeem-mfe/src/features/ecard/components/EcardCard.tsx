import type { EcardView } from '@littlegivers/shared/contract/schemas/ecard-view';

/**
 * The card, opening: its cover swings open (CSS, 900 ms) to show the greeting. With reduced
 * motion asked for, it is shown open at once (redeem.css).
 */
export function EcardCard({ view }: { view: EcardView }) {
  return (
    <figure className="ecard-card" aria-label="the card">
      <div className="ecard-card__inside" data-design={view.designKey}>
        <p className="ecard-card__header">{view.greeting.header}</p>
        {view.greeting.lines.map((line) => (
          <p key={line} className="ecard-card__line">
            {line}
          </p>
        ))}
      </div>
      <div className="ecard-card__cover" aria-hidden="true">
        <span>{`for ${view.recipientName || 'you'}`}</span>
      </div>
    </figure>
  );
}

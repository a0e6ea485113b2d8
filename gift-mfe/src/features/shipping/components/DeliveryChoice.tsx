import { formatCost, type Package } from '@littlegivers/shared/contract/schemas/package';
import { useId } from 'react';

/** The choice that mails the card (an address and a mail method). */
export const POSTED = 'posted';

/** One way the card can reach the child: `POSTED` or one no-address package (its id). */
export type DeliveryKey = typeof POSTED | number;

interface DeliveryChoiceProps {
  /** The methods that mail the card (the 'mail the card' choice stands for all of them). */
  mailed: readonly Package[];
  /** The methods that need no address ('print at home'), each its own choice. */
  addressless: readonly Package[];
  value: DeliveryKey;
  onChange: (value: DeliveryKey) => void;
}

/**
 * Step 2's delivery choice, a radio group (arrow keys move and choose, 44 px rows): 'mail the
 * card' keeps the address form and its mail methods; each method that needs no address (from
 * GET /package) is a choice of its own, named and priced by the server.
 */
export function DeliveryChoice({ mailed, addressless, value, onChange }: DeliveryChoiceProps) {
  const id = useId();
  const cheapestMail = Math.min(...mailed.map((pkg) => pkg.cost));
  const choices = [
    // Offered when something is mailed.
    ...(mailed.length
      ? [
          {
            key: POSTED as DeliveryKey,
            name: 'mail the card',
            cost: mailed.length > 1 ? `from ${formatCost(cheapestMail)}` : formatCost(cheapestMail),
            hint: 'We print the card and mail it with its keepsake token to the address you give.',
          },
        ]
      : []),
    ...addressless.map((pkg) => ({
      key: pkg.id,
      name: pkg.publicFacingName,
      cost: formatCost(pkg.cost),
      hint: pkg.description,
    })),
  ];
  return (
    <fieldset className="gift-delivery">
      <legend>delivery</legend>
      {choices.map((choice) => {
        const choiceId = `${id}-${choice.key}`;
        return (
          <label key={choice.key} className="gift-delivery__choice">
            <input
              type="radio"
              name={`${id}-delivery`}
              value={String(choice.key)}
              checked={value === choice.key}
              onChange={() => onChange(choice.key)}
              aria-labelledby={`${choiceId}-name`}
              aria-describedby={`${choiceId}-cost ${choiceId}-hint`}
            />
            <span className="gift-delivery__text">
              <span id={`${choiceId}-name`} className="gift-delivery__name">
                {choice.name}
              </span>
              <span id={`${choiceId}-hint`} className="gift-delivery__hint">
                {choice.hint}
              </span>
            </span>
            <span id={`${choiceId}-cost`} className="gift-delivery__cost">
              {choice.cost}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

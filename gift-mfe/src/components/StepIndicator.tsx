import type { GiftStep } from '../flow/gift-flow-state';

const steps: ReadonlyArray<readonly [GiftStep, string]> = [
  [1, 'build your card'],
  [2, 'ship to'],
  [3, 'thank you'],
];

/** Where the purchaser is in the three steps. */
export function StepIndicator({ step }: { step: GiftStep }) {
  return (
    <ol className="gift-steps" aria-label="gift steps">
      {steps.map(([number, name]) => (
        <li
          key={number}
          aria-current={number === step ? 'step' : undefined}
          className={number < step ? 'is-done' : undefined}
        >
          <span className="gift-steps__number" aria-hidden="true">
            {number}
          </span>
          <span>{name}</span>
        </li>
      ))}
    </ol>
  );
}

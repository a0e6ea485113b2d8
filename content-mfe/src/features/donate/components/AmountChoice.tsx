import { DONATION_AMOUNT_PRESETS } from '@littlegivers/shared/contract/money';
import { useEffect, useId, useRef } from 'react';
import { acceptsAmountInput } from '../amount';

interface AmountChoiceProps {
  customAmountEnabled: boolean;
  preset: number;
  customAmount: string;
  error?: string;
  onPreset: (amount: number) => void;
  onOther: () => void;
  onCustomAmount: (input: string) => void;
  onCustomAmountBlur: () => void;
  /** The form library's ref to the input (to focus it when the amount is missing). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Preset buttons 20, 40, 50 or 'other', which shows a free input labelled 'amount'. Typing that
 * would not make an amount is ignored (see acceptsAmountInput).
 */
export function AmountChoice({
  customAmountEnabled,
  preset,
  customAmount,
  error,
  onPreset,
  onOther,
  onCustomAmount,
  onCustomAmountBlur,
  inputRef,
}: AmountChoiceProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const localRef = useRef<HTMLInputElement | null>(null);
  const focusOnShow = useRef(false);

  useEffect(() => {
    if (customAmountEnabled && focusOnShow.current) {
      focusOnShow.current = false;
      localRef.current?.focus();
    }
  }, [customAmountEnabled]);

  return (
    <fieldset>
      <legend>donation amount</legend>
      <div className="cm-amounts">
        {DONATION_AMOUNT_PRESETS.map((amount) => (
          <button
            key={amount}
            type="button"
            className="lg-button"
            aria-pressed={!customAmountEnabled && preset === amount}
            onClick={() => onPreset(amount)}
          >
            ${amount}
          </button>
        ))}
        <button
          type="button"
          className="lg-button"
          aria-pressed={customAmountEnabled}
          onClick={() => {
            focusOnShow.current = true;
            onOther();
          }}
        >
          other
        </button>
      </div>
      {customAmountEnabled ? (
        <div className="lg-field cm-enter" style={{ marginTop: 'var(--space-md)' }}>
          <label htmlFor={inputId}>amount</label>
          <div className="cm-amount-input">
            <span aria-hidden="true">$</span>
            <input
              ref={(element) => {
                localRef.current = element;
                inputRef?.(element);
              }}
              id={inputId}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={customAmount}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                if (acceptsAmountInput(event.target.value)) onCustomAmount(event.target.value);
              }}
              onBlur={onCustomAmountBlur}
            />
          </div>
          <p id={hintId} className="cm-field-hint">
            in US dollars, for example 25 or 1,000.50
          </p>
          {error ? (
            <p id={errorId} className="lg-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

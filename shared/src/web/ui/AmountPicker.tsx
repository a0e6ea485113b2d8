import { type ReactNode, useEffect, useRef } from 'react';
import { describedBy, errorId, FieldError } from './Field';

export interface AmountPickerProps {
  /** The free input's id; its error is `<id>-error`, its hint `<id>-hint`. */
  id: string;
  legend: string;
  presets: readonly number[];
  /** How a preset is picked: one radio of a group, or a toggle button (aria-pressed). */
  presetControl: 'radio' | 'toggle';
  /** 'other' is chosen: the free input shows. */
  custom: boolean;
  /** The preset chosen (ignored while `custom`). */
  preset: number | null;
  customValue: string;
  customLabel: string;
  hint?: ReactNode;
  error?: string;
  /** Read the error out as it appears (role=alert). */
  announceError?: boolean;
  onPreset: (amount: number) => void;
  onOther: () => void;
  /** Every keystroke in the free input, as typed: the caller filters or cleans it. */
  onCustomChange: (input: string) => void;
  onCustomBlur: () => void;
  /** The form library's ref: the free input when shown, the first preset otherwise. */
  fieldRef?: (element: HTMLElement | null) => void;
  /** Extra class of the free input's block (an app's enter animation). */
  customClassName?: string;
}

/**
 * One amount picker for the gift and the donation: presets, 'other', and a free dollar input
 * that takes focus when 'other' is picked. The caller's form owns the value and its validation.
 */
export function AmountPicker({
  id,
  legend,
  presets,
  presetControl,
  custom,
  preset,
  customValue,
  customLabel,
  hint,
  error,
  announceError = false,
  onPreset,
  onOther,
  onCustomChange,
  onCustomBlur,
  fieldRef,
  customClassName,
}: AmountPickerProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const focusOnShow = useRef(false);
  const hintId = hint ? `${id}-hint` : null;
  const errorDescription = describedBy(error && errorId(id));

  useEffect(() => {
    if (custom && focusOnShow.current) {
      focusOnShow.current = false;
      input.current?.focus();
    }
  }, [custom]);

  const pickOther = () => {
    focusOnShow.current = true;
    onOther();
  };

  return (
    <fieldset className="lg-amount" aria-describedby={errorDescription} aria-invalid={Boolean(error)}>
      <legend>{legend}</legend>
      <div className="lg-amounts">
        {presets.map((amount, index) => {
          const ref = index === 0 && !custom ? fieldRef : undefined;
          const chosen = !custom && preset === amount;
          return presetControl === 'radio' ? (
            <label key={amount} className="lg-amount-choice">
              <input
                type="radio"
                name={`${id}-choice`}
                value={amount}
                ref={ref}
                checked={chosen}
                onChange={() => onPreset(amount)}
              />
              <span>${amount}</span>
            </label>
          ) : (
            <button
              key={amount}
              type="button"
              className="lg-button"
              ref={ref}
              aria-pressed={chosen}
              onClick={() => onPreset(amount)}
            >
              ${amount}
            </button>
          );
        })}
        {presetControl === 'radio' ? (
          <label className="lg-amount-choice">
            <input type="radio" name={`${id}-choice`} value="other" checked={custom} onChange={pickOther} />
            <span>other</span>
          </label>
        ) : (
          <button
            type="button"
            className="lg-button"
            aria-pressed={custom}
            onClick={() => {
              if (!custom) pickOther();
            }}
          >
            other
          </button>
        )}
      </div>
      {custom ? (
        <div className={customClassName ? `lg-field lg-amount-other ${customClassName}` : 'lg-field lg-amount-other'}>
          <label htmlFor={id}>{customLabel}</label>
          <div className="lg-amount-input">
            <span aria-hidden="true">$</span>
            <input
              id={id}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              ref={(element) => {
                input.current = element;
                fieldRef?.(element);
              }}
              value={customValue}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy(hintId, error && errorId(id))}
              onChange={(event) => onCustomChange(event.target.value)}
              onBlur={onCustomBlur}
            />
          </div>
          {hint ? (
            <p id={hintId ?? undefined} className="lg-field-hint">
              {hint}
            </p>
          ) : null}
        </div>
      ) : null}
      <FieldError id={id} error={error} announce={announceError} />
    </fieldset>
  );
}

import { cleanAmount, GIFT_AMOUNT_PRESETS } from '@littlegivers/shared/contract/money';
import type { CardForm, CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { useRef } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { describedBy, errorId, FieldError } from '../../../components/form/Field';

/** Keeps digits and the decimal point only (spec 5: non-numeric characters are stripped). */
export function stripNonNumeric(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}

interface AmountFieldProps {
  control: Control<CardFormInput, unknown, CardForm>;
  setValue: UseFormSetValue<CardFormInput>;
  revalidate: boolean;
}

/** Gift amount: radios 20, 40, 50 or other; other switches to a free currency input. */
export function AmountField({ control, setValue, revalidate }: AmountFieldProps) {
  const custom = Boolean(useWatch({ control, name: 'customAmountEnabled' }));
  const otherInput = useRef<HTMLInputElement | null>(null);
  const options = { shouldDirty: true, shouldValidate: revalidate } as const;

  return (
    <Controller
      control={control}
      name="amount"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const value = field.value === null || field.value === undefined ? '' : String(field.value);
        return (
          <fieldset
            className="gift-fieldset"
            aria-describedby={describedBy(error && errorId('gift-amount'))}
            aria-invalid={Boolean(error)}
          >
            <legend>gift amount</legend>
            <div className="gift-amounts">
              {GIFT_AMOUNT_PRESETS.map((preset, index) => (
                <label key={preset} className="gift-choice">
                  <input
                    type="radio"
                    name="gift-amount-choice"
                    value={preset}
                    ref={index === 0 && !custom ? field.ref : undefined}
                    checked={!custom && Number(value) === preset}
                    onChange={() => {
                      setValue('customAmountEnabled', false, options);
                      field.onChange(preset);
                    }}
                  />
                  <span>${preset}</span>
                </label>
              ))}
              <label className="gift-choice">
                <input
                  type="radio"
                  name="gift-amount-choice"
                  value="other"
                  checked={custom}
                  onChange={() => {
                    setValue('customAmountEnabled', true, options);
                    field.onChange('');
                    queueMicrotask(() => otherInput.current?.focus());
                  }}
                />
                <span>other</span>
              </label>
            </div>
            {custom ? (
              <div className="lg-field gift-other-amount">
                <label htmlFor="gift-amount">other amount (USD)</label>
                <div className="gift-currency">
                  <span aria-hidden="true">$</span>
                  <input
                    id="gift-amount"
                    name={field.name}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    ref={(element) => {
                      otherInput.current = element;
                      field.ref(element);
                    }}
                    value={value}
                    aria-invalid={Boolean(error)}
                    aria-describedby={describedBy(error && errorId('gift-amount'))}
                    onChange={(event) => field.onChange(stripNonNumeric(event.target.value))}
                    onBlur={() => {
                      field.onChange(cleanAmount(value));
                      field.onBlur();
                    }}
                  />
                </div>
              </div>
            ) : null}
            <FieldError id="gift-amount" error={error} />
          </fieldset>
        );
      }}
    />
  );
}

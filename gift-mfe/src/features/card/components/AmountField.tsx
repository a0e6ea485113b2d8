import { cleanAmount, GIFT_AMOUNT_PRESETS } from '@littlegivers/shared/contract/money';
import type { CardForm, CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { AmountPicker } from '@littlegivers/shared/web/ui/AmountPicker';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';

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
  const options = { shouldDirty: true, shouldValidate: revalidate } as const;

  return (
    <Controller
      control={control}
      name="amount"
      render={({ field, fieldState }) => {
        const value = field.value === null || field.value === undefined ? '' : String(field.value);
        return (
          <AmountPicker
            id="gift-amount"
            legend="gift amount"
            presets={GIFT_AMOUNT_PRESETS}
            presetControl="radio"
            custom={custom}
            preset={Number(value)}
            customValue={value}
            customLabel="other amount (USD)"
            error={fieldState.error?.message}
            fieldRef={field.ref}
            onPreset={(preset) => {
              setValue('customAmountEnabled', false, options);
              field.onChange(preset);
            }}
            onOther={() => {
              setValue('customAmountEnabled', true, options);
              field.onChange('');
            }}
            onCustomChange={(input) => field.onChange(stripNonNumeric(input))}
            onCustomBlur={() => {
              field.onChange(cleanAmount(value));
              field.onBlur();
            }}
          />
        );
      }}
    />
  );
}

import { DEFAULT_DONATION_AMOUNT, DONATION_AMOUNT_PRESETS } from '@littlegivers/shared/contract/money';
import { donateFormSchema } from '@littlegivers/shared/contract/schemas/donate-page-state';
import type { DonationRequest } from '@littlegivers/shared/contract/schemas/donation';
import { useZodForm } from '@littlegivers/shared/web/forms/use-zod-form';
import { AmountPicker } from '@littlegivers/shared/web/ui/AmountPicker';
import { PayPalCheckoutButtons, PayPalProvider } from '@littlegivers/shared/web/ui/PayPalCheckout';
import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import type * as z from 'zod/mini';
import { acceptsAmountInput, donationAmountToSend } from '../amount';
import { useDonationPayment } from '../hooks/use-donation-payment';
import { noteToSend } from '../note';
import { DonateAlerts } from './DonateAlerts';
import { DonateThankYou } from './DonateThankYou';
import { NoteBox } from './NoteBox';

type DonateFormValues = z.input<typeof donateFormSchema>;
const defaultValues: DonateFormValues = { message: '', amount: DEFAULT_DONATION_AMOUNT };

/** The note, the amount and the PayPal button; the thank-you once donated. */
export function DonateForm({ productName }: { productName: string }) {
  const form = useZodForm<DonateFormValues, z.output<typeof donateFormSchema>>(donateFormSchema, { defaultValues });
  const { control, getValues, setValue, clearErrors, trigger, setFocus, reset: resetForm } = form;
  const [customAmountEnabled, setCustomAmountEnabled] = useState(false);
  const [preset, setPreset] = useState(DEFAULT_DONATION_AMOUNT);

  // What createOrder sends: null (nothing sent) unless an amount is present.
  const getRequest = useCallback(async (): Promise<DonationRequest | null> => {
    if (!(await trigger())) {
      setFocus('amount');
      return null;
    }
    const { message = '', amount } = getValues();
    const amountToSend = donationAmountToSend({ customAmountEnabled: typeof amount === 'string', amount });
    return amountToSend === null ? null : { message: noteToSend(message), amount: amountToSend };
  }, [trigger, getValues, setFocus]);

  const payment = useDonationPayment(getRequest);
  const { state } = payment;
  const loading = state.status === 'loading';

  if (state.status === 'donated') {
    return (
      <DonateThankYou
        productName={productName}
        onDonateAgain={() => {
          resetForm(defaultValues);
          setCustomAmountEnabled(false);
          setPreset(DEFAULT_DONATION_AMOUNT);
          payment.reset();
        }}
      />
    );
  }

  return (
    <section className="lg-card cm-stack" aria-labelledby="donate-form-title" aria-busy={loading}>
      <h2 id="donate-form-title">make a donation</h2>
      <DonateAlerts alert={state.alert} alertCount={state.alertCount} onDismiss={payment.dismissAlert} />
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled={loading} className="cm-stack">
          <Controller
            control={control}
            name="message"
            render={({ field }) => <NoteBox value={field.value ?? ''} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <AmountPicker
                id="donate-amount"
                legend="donation amount"
                presets={DONATION_AMOUNT_PRESETS}
                presetControl="toggle"
                custom={customAmountEnabled}
                preset={preset}
                customValue={typeof field.value === 'string' ? field.value : ''}
                customLabel="amount"
                hint="in US dollars, for example 25 or 1,000.50"
                error={customAmountEnabled ? fieldState.error?.message : undefined}
                announceError
                customClassName="cm-enter"
                fieldRef={field.ref}
                onPreset={(amount) => {
                  setCustomAmountEnabled(false);
                  setPreset(amount);
                  setValue('amount', amount);
                  clearErrors('amount');
                }}
                onOther={() => {
                  setCustomAmountEnabled(true);
                  setValue('amount', '');
                  clearErrors('amount');
                }}
                onCustomChange={(input) => {
                  if (acceptsAmountInput(input)) setValue('amount', input, { shouldValidate: fieldState.invalid });
                }}
                onCustomBlur={() => {
                  if (getValues('amount') !== '') void trigger('amount');
                }}
              />
            )}
          />
        </fieldset>
      </form>
      <div className="cm-paypal">
        <PayPalProvider>
          <PayPalCheckoutButtons
            label="donate with PayPal"
            createOrder={payment.createOrder}
            onApprove={payment.onApprove}
            onError={payment.onError}
            onCancel={payment.onCancel}
          />
        </PayPalProvider>
        {loading ? (
          <p className="cm-paypal__busy cm-muted" role="status">
            processing your donation…
          </p>
        ) : null}
      </div>
    </section>
  );
}

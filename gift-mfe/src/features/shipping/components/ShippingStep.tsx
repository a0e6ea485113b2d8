import { DEFAULT_DELIVERY, deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { ECARD_MIN_GIFT_MESSAGE, isEcardGiftAmount } from '@littlegivers/shared/contract/ecard-policy';
import { parseAmount } from '@littlegivers/shared/contract/money';
import type { ShippingChoice } from '@littlegivers/shared/contract/order-payload';
import type { CardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { ecardDeliverySchema } from '@littlegivers/shared/contract/schemas/grown-up';
import { type Delivery, needsAddress, type Package, packageLabel } from '@littlegivers/shared/contract/schemas/package';
import {
  DEFAULT_COUNTRY,
  type ShippingForm,
  type ShippingFormInput,
  shippingFormSchema,
} from '@littlegivers/shared/contract/schemas/ship-to';
import { useZodForm } from '@littlegivers/shared/web/forms/use-zod-form';
import { Field, FieldError } from '@littlegivers/shared/web/ui/Field';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CardPreview } from '../../../components/CardPreview';
import { EcardFields, type EcardFieldValues, initialEcardFields } from '../../../components/EcardFields';
import { DeliveryChoice, type DeliveryKey, POSTED } from './DeliveryChoice';
import { OrderSummary } from './OrderSummary';
import { US_STATES } from './us-states';

interface ShippingStepProps {
  card: CardFormInput;
  cardTypes: readonly CardType[];
  packages: readonly Package[];
  defaultValues: ShippingFormInput;
  onChange: (shipping: ShippingFormInput) => void;
  /** The e-card fields as last edited (kept across a reload); null: fresh ones. */
  ecardValues?: EcardFieldValues | null;
  onEcardChange?: (ecard: EcardFieldValues) => void;
  onBack: () => void;
  /** The payment button(s), rendered once step 2 is complete (mailed: the ship-to form has no errors). */
  renderPayment: (shipping: ShippingChoice, delivery: Delivery) => ReactNode;
  /** A group card: it goes on its closing day, so the e-card asks no day, and only a mailed card's postage is paid here. */
  group?: boolean;
}

/**
 * Step 2, ship to (spec 2 and 5), with the delivery choice: a mailed card asks for the address and
 * a mail method, word for word as the spec has it; a method that needs no address ('print at
 * home') asks for nothing more. The form's `packageId` is the method chosen either way, so the
 * choice persists with the rest of the step.
 */
export function ShippingStep({
  card,
  cardTypes,
  packages,
  defaultValues,
  onChange,
  ecardValues = null,
  onEcardChange,
  onBack,
  renderPayment,
  group = false,
}: ShippingStepProps) {
  const form = useZodForm<ShippingFormInput, ShippingForm>(shippingFormSchema, {
    defaultValues: { ...defaultValues, country: DEFAULT_COUNTRY },
  });
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const values = useWatch({ control }) as ShippingFormInput;
  const mailed = packages.filter(needsAddress);
  const addressless = packages.filter((pkg) => !needsAddress(pkg));
  const shippingMethod = packages.find((pkg) => String(pkg.id) === String(values.packageId ?? '')) ?? null;
  const printed = addressless.find((pkg) => pkg.id === shippingMethod?.id) ?? null;
  /** An e-card: the chosen no-address method sends the card to a grown-up. */
  const emailed = printed ? deliveryMethod(printed.delivery).needsGrownUp : false;
  const [ecard, setEcardValues] = useState(() => ecardValues ?? initialEcardFields());
  const setEcard = (next: EcardFieldValues) => {
    setEcardValues(next);
    onEcardChange?.(next);
  };
  const [showEcardErrors, setShowEcardErrors] = useState(false);
  /** An e-card needs a gift of at least MIN_ECARD_GIFT_AMOUNT (the API refuses less): said at once, as step 1 set it. */
  const giftTooSmallForEcard = emailed && !isEcardGiftAmount(parseAmount(card.amount) ?? 0);
  const delivery: DeliveryKey = printed ? printed.id : POSTED;
  /** The mail method chosen before switching to a no-address one, restored on the way back. */
  const lastMailed = useRef<ShippingFormInput['packageId']>(printed ? '' : (values.packageId ?? ''));

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);

  useEffect(() => {
    const subscription = form.watch((next) => onChange(next as ShippingFormInput));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  // Nothing is mailed (only no-address methods are offered): the first of them is the delivery.
  const onlyAddressless = mailed.length === 0 ? addressless[0] : undefined;
  useEffect(() => {
    if (onlyAddressless && !printed) setValue('packageId', String(onlyAddressless.id), { shouldDirty: true });
  }, [onlyAddressless, printed, setValue]);

  function chooseDelivery(next: DeliveryKey) {
    if (next === delivery) return;
    if (delivery === POSTED) lastMailed.current = values.packageId ?? '';
    setValue('packageId', next === POSTED ? lastMailed.current : String(next), { shouldDirty: true });
  }

  /** 'checkout' while incomplete: show every error, scroll to the form, focus the first one. */
  function showErrors() {
    if (emailed) {
      setShowEcardErrors(true);
      formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      return Promise.resolve();
    }
    return handleSubmit(
      () => undefined,
      () => formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
    )();
  }

  const mailedForm = printed ? null : shippingFormSchema.safeParse(values);
  const ecardForm = emailed ? ecardDeliverySchema.safeParse(ecard) : null;
  const complete: [ShippingChoice, Delivery] | null = printed
    ? emailed
      ? ecardForm?.success && !giftTooSmallForEcard
        ? [{ packageId: printed.id, ecard: ecardForm.data }, printed.delivery]
        : null
      : [{ packageId: printed.id }, printed.delivery]
    : mailedForm?.success
      ? [mailedForm.data, 'mail']
      : null;

  return (
    <div className="gift-columns">
      <form
        ref={formRef}
        className="gift-form"
        noValidate
        aria-labelledby="gift-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!printed || emailed) void showErrors();
        }}
      >
        {addressless.length > 0 && mailed.length + addressless.length > 1 ? (
          <DeliveryChoice mailed={mailed} addressless={addressless} value={delivery} onChange={chooseDelivery} />
        ) : null}
        {emailed ? (
          <>
            <FieldError
              id="ecard-gift-amount"
              error={giftTooSmallForEcard ? ECARD_MIN_GIFT_MESSAGE : undefined}
              announce
            />
            <EcardFields values={ecard} onChange={setEcard} showErrors={showEcardErrors} dayAndZone={!group} />
          </>
        ) : printed ? (
          <p className="gift-print-note">
            {group
              ? 'When the group card closes, we email you the card as a PDF, ready to print, cut and fold.'
              : 'Right after paying, the thank-you step gives you the card as a PDF, ready to print, cut and fold.'}
          </p>
        ) : (
          <MailFields register={register} errors={errors} mailed={mailed} shippingMethod={shippingMethod} />
        )}
        <button type="button" className="gift-link-button" onClick={onBack}>
          back to build your card
        </button>
      </form>
      <aside className="gift-aside" aria-label="your order">
        <CardPreview card={card} cardTypes={cardTypes} delivery={printed?.delivery ?? DEFAULT_DELIVERY} />
        <OrderSummary card={card} shippingMethod={shippingMethod} onBack={onBack} group={group} />
        <div className="gift-pay">
          {complete ? (
            renderPayment(...complete)
          ) : (
            <button type="button" className="lg-button gift-pay__checkout" onClick={() => void showErrors()}>
              checkout
            </button>
          )}
        </div>
      </aside>
    </div>
  );
}

type ShippingFormApi = ReturnType<typeof useZodForm<ShippingFormInput, ShippingForm>>;

/** The mailed card's ship-to fields and mail method (spec 2 and 5). */
function MailFields({
  register,
  errors,
  mailed,
  shippingMethod,
}: {
  register: ShippingFormApi['register'];
  errors: ShippingFormApi['formState']['errors'];
  mailed: readonly Package[];
  shippingMethod: Package | null;
}) {
  return (
    <>
      <div className="gift-row">
        <Field id="ship-first-name" label="first name" error={errors.firstName?.message}>
          {(c) => <input {...c} type="text" autoComplete="shipping given-name" {...register('firstName')} />}
        </Field>
        <Field id="ship-last-name" label="last name" error={errors.lastName?.message}>
          {(c) => <input {...c} type="text" autoComplete="shipping family-name" {...register('lastName')} />}
        </Field>
      </div>
      <Field id="ship-address1" label="address" error={errors.address1?.message}>
        {(c) => <input {...c} type="text" autoComplete="shipping address-line1" {...register('address1')} />}
      </Field>
      <Field id="ship-address2" label="address line 2 (optional)" error={errors.address2?.message}>
        {(c) => <input {...c} type="text" autoComplete="shipping address-line2" {...register('address2')} />}
      </Field>
      <Field id="ship-city" label="city" error={errors.city?.message}>
        {(c) => <input {...c} type="text" autoComplete="shipping address-level2" {...register('city')} />}
      </Field>
      <div className="gift-row">
        <Field id="ship-state" label="state" error={errors.state?.message}>
          {(c) => (
            <select {...c} autoComplete="shipping address-level1" {...register('state')}>
              <option value="">choose a state</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="ship-zipcode" label="zipcode" error={errors.zipcode?.message}>
          {(c) => (
            <input
              {...c}
              type="text"
              inputMode="numeric"
              autoComplete="shipping postal-code"
              maxLength={10}
              {...register('zipcode')}
            />
          )}
        </Field>
      </div>
      <Field id="ship-country" label="country" error={errors.country?.message}>
        {(c) => <input {...c} type="text" disabled value={DEFAULT_COUNTRY} readOnly />}
      </Field>
      <Field
        id="ship-method"
        label="shipping method"
        error={errors.packageId?.message}
        hint={shippingMethod ? shippingMethod.description : undefined}
      >
        {(c) => (
          <select {...c} {...register('packageId')}>
            <option value="">choose a shipping method</option>
            {mailed.map((pkg) => (
              <option key={pkg.id} value={String(pkg.id)}>
                {packageLabel(pkg)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

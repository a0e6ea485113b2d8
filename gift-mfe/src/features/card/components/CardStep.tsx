import {
  ANONYMOUS_PURCHASER,
  MAX_CUSTOM_GREETING_LENGTH,
  MAX_PURCHASER_NAME_LENGTH,
  MAX_RECIPIENT_NAME_LENGTH,
} from '@littlegivers/shared/contract/greeting';
import { MIN_CONTRIBUTION_AMOUNT } from '@littlegivers/shared/contract/group';
import { formatUsd } from '@littlegivers/shared/contract/money';
import { type CardType, selectableCardTypes } from '@littlegivers/shared/contract/schemas/card-type';
import {
  type CardForm,
  type CardFormInput,
  cardFormSchema,
} from '@littlegivers/shared/contract/schemas/gift-card-info';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useZodForm } from '@littlegivers/shared/web/forms/use-zod-form';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { CardPreview } from '../../../components/CardPreview';
import { AmountField } from './AmountField';

interface CardStepProps {
  cardTypes: readonly CardType[];
  defaultValues: CardFormInput;
  onChange: (card: CardFormInput) => void;
  onSubmit: (card: CardFormInput) => void;
  onReset: () => void;
  /** A group card (family and friends chip in through a share link), or a card from the buyer alone. */
  group?: boolean;
  onGroupChange?: (group: boolean) => void;
  /**
   * Scroll to the top as the step opens: true when the flow comes (back) to it. The page's first
   * screen leaves the scroll to the browser (at the top on a new load), and forces no layout
   * before its first paint.
   */
  scrollOnOpen?: boolean;
}

/** The amount a group card's form keeps (never asked, never charged: each giver chooses their own). */
const initialAmount = 20;

/** Step 1, build your card (spec 2 and 5). */
export function CardStep({
  cardTypes,
  defaultValues,
  onChange,
  onSubmit,
  onReset,
  group = false,
  onGroupChange,
  scrollOnOpen = true,
}: CardStepProps) {
  const { productName } = useStore($runtimeConfig);
  const greetings = useMemo(() => selectableCardTypes(cardTypes), [cardTypes]);
  const form = useZodForm<CardFormInput, CardForm>(cardFormSchema, {
    defaultValues: { ...defaultValues, notifyWhenUsed: defaultValues.notifyWhenUsed ?? true },
  });
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = form;
  const values = useWatch({ control }) as CardFormInput;
  const customGreeting = Boolean(values.customGreetingEnabled);
  const customText = values.customGreetingText ?? '';

  // The page scrolls to the top when the card step opens (spec 2); as mounted (see scrollOnOpen).
  const scrollAtMount = useRef(scrollOnOpen);
  useEffect(() => {
    if (scrollAtMount.current) window.scrollTo?.({ top: 0 });
  }, []);

  // The draft lives in the flow state (and session storage) as it is typed.
  useEffect(() => {
    const subscription = form.watch((next) => onChange(next as CardFormInput));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  return (
    // On a phone the live preview comes first, above the form and its 'continue' button.
    <div className="gift-columns gift-columns--preview-first">
      <form
        className="gift-form"
        noValidate
        aria-labelledby="gift-step-title"
        onSubmit={handleSubmit(
          () => onSubmit(form.getValues()),
          () => undefined,
        )}
      >
        {onGroupChange ? (
          <fieldset className="gift-giving">
            <legend>who is giving</legend>
            <label className="gift-check">
              <input type="radio" name="gift-giving" checked={!group} onChange={() => onGroupChange(false)} />
              <span>just me: I pay for the card now</span>
            </label>
            <label className="gift-check">
              <input
                type="radio"
                name="gift-giving"
                checked={group}
                onChange={() => {
                  // Each giver chooses their own amount: the card's own amount field is not asked.
                  setValue('customAmountEnabled', false);
                  setValue('amount', initialAmount);
                  onGroupChange(true);
                }}
              />
              <span>a group card: family and friends chip in through a link I share</span>
            </label>
          </fieldset>
        ) : null}

        <label className="gift-check">
          <input type="checkbox" {...register('customGreetingEnabled')} />
          <span>write my own greeting</span>
        </label>

        {customGreeting ? (
          <Field
            id="gift-custom-greeting"
            label="your greeting"
            error={errors.customGreetingText?.message}
            hint={`${customText.length} of ${MAX_CUSTOM_GREETING_LENGTH} characters`}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={MAX_CUSTOM_GREETING_LENGTH}
                {...register('customGreetingText', {
                  // Longer input is ignored (spec 5), pasted text included.
                  setValueAs: (value: string) => (value ?? '').slice(0, MAX_CUSTOM_GREETING_LENGTH),
                })}
              />
            )}
          </Field>
        ) : (
          <Field id="gift-greeting" label="greeting" error={errors.greetingId?.message}>
            {(control) => (
              <select {...control} {...register('greetingId')}>
                <option value="">choose a greeting</option>
                {greetings.map((greeting) => (
                  <option key={greeting.id} value={String(greeting.id)}>
                    {greeting.publicFacingName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}

        <Field
          id="gift-recipient"
          label="to"
          error={errors.recipientName?.message}
          hint="the child's first name"
          count={{ length: (values.recipientName ?? '').length, max: MAX_RECIPIENT_NAME_LENGTH }}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={MAX_RECIPIENT_NAME_LENGTH}
              {...register('recipientName')}
            />
          )}
        </Field>

        <Field
          id="gift-purchaser"
          label="from"
          error={errors.purchaserName?.message}
          hint={
            group
              ? 'your name; the card names everyone who chips in'
              : `left empty, the card says it is from ${ANONYMOUS_PURCHASER}`
          }
          count={{ length: (values.purchaserName ?? '').length, max: MAX_PURCHASER_NAME_LENGTH }}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={MAX_PURCHASER_NAME_LENGTH}
              {...register('purchaserName')}
            />
          )}
        </Field>

        <Field id="gift-email" label="your email" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
        </Field>

        {group ? (
          <p className="gift-print-note">
            Each giver chooses their amount (at least {formatUsd(MIN_CONTRIBUTION_AMOUNT)}) when they chip in through
            the share link; you can chip in too, or not.
          </p>
        ) : (
          <>
            <AmountField control={control} setValue={setValue} revalidate={isSubmitted} />

            <label className="gift-check">
              <input type="checkbox" {...register('donationEnabled')} />
              <span>add a $1 donation to support {productName}</span>
            </label>
          </>
        )}

        <label className="gift-check">
          <input type="checkbox" {...register('notifyWhenUsed')} />
          <span>tell me when my gift is used</span>
        </label>

        <div className="gift-actions">
          <button type="submit" className="lg-button">
            continue to shipping options
          </button>
          <button type="button" className="gift-link-button" onClick={onReset}>
            reset
          </button>
        </div>
      </form>
      <aside className="gift-aside" aria-label="your card">
        <CardPreview card={values} cardTypes={cardTypes} />
      </aside>
    </div>
  );
}

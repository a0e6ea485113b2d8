import {
  type EcardDelivery,
  ecardDeliverySchema,
  MAX_GROWN_UP_NAME_LENGTH,
} from '@littlegivers/shared/contract/schemas/grown-up';
import { isSendOnAllowed, isTimeZone, ownTimeZone, sendOnRange } from '@littlegivers/shared/contract/send-day';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useMemo } from 'react';

export type EcardFieldValues = Record<keyof EcardDelivery, string>;

/** The fields as they start: today, in the browser's own time zone. */
export function initialEcardFields(): EcardFieldValues {
  const timeZone = ownTimeZone();
  return { grownUpName: '', grownUpEmail: '', sendOn: sendOnRange(timeZone).first, timeZone };
}

/**
 * The fields as a reload finds them stored: each kept when it is text; a zone no longer known
 * becomes the browser's, and a day no longer allowed (the draft is from an earlier day) today's.
 */
export function restoredEcardFields(stored: Record<string, unknown>): EcardFieldValues {
  const fresh = initialEcardFields();
  const text = (field: keyof EcardFieldValues) =>
    typeof stored[field] === 'string' ? (stored[field] as string) : fresh[field];
  const timeZone = isTimeZone(text('timeZone')) ? text('timeZone') : fresh.timeZone;
  const sendOn = isSendOnAllowed(text('sendOn'), timeZone) ? text('sendOn') : sendOnRange(timeZone).first;
  return { grownUpName: text('grownUpName'), grownUpEmail: text('grownUpEmail'), sendOn, timeZone };
}

/** The first message per field of the values (none when complete). */
export function ecardFieldErrors(values: EcardFieldValues): Partial<Record<keyof EcardDelivery, string>> {
  const result = ecardDeliverySchema.safeParse(values);
  const errors: Partial<Record<keyof EcardDelivery, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof EcardDelivery;
    errors[field] ??= issue.message;
  }
  return errors;
}

function timeZones(own: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(own) ? known : [own, ...known];
}

interface EcardFieldsProps {
  values: EcardFieldValues;
  onChange: (values: EcardFieldValues) => void;
  /** Show every message (after 'checkout' or a refused save). */
  showErrors: boolean;
  /** Ask for the day and the zone too (not when only the address of a card already sent can change). */
  dayAndZone?: boolean;
}

/**
 * Step 2 for 'email it to a grown-up': the grown-up who hands the card to the child (never the
 * child), the day it goes ('send on', today to a year ahead) and its time zone (the browser's by
 * default). A later day goes at 8:00 in the morning there; today goes at once.
 */
export function EcardFields({ values, onChange, showErrors, dayAndZone = true }: EcardFieldsProps) {
  const errors = showErrors ? ecardFieldErrors(values) : {};
  const range = sendOnRange(values.timeZone || ownTimeZone());
  const zones = useMemo(() => timeZones(values.timeZone || ownTimeZone()), [values.timeZone]);
  const set = (field: keyof EcardDelivery) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <fieldset className="gift-ecard">
      <legend>who gets the card</legend>
      <p className="gift-print-note">
        We email the card to the child's parent or guardian, who opens it with the child. We never email children.
      </p>
      <Field id="ecard-grown-up-name" label="grown-up's name" error={errors.grownUpName}>
        {(c) => (
          <input
            {...c}
            type="text"
            autoComplete="off"
            maxLength={MAX_GROWN_UP_NAME_LENGTH}
            value={values.grownUpName}
            onChange={set('grownUpName')}
          />
        )}
      </Field>
      <Field id="ecard-grown-up-email" label="grown-up's email" error={errors.grownUpEmail}>
        {(c) => (
          <input {...c} type="email" autoComplete="off" value={values.grownUpEmail} onChange={set('grownUpEmail')} />
        )}
      </Field>
      {dayAndZone ? (
        <>
          <Field
            id="ecard-send-on"
            label="send on"
            error={errors.sendOn}
            hint="Today sends it right away; a later day sends it at 8:00 in the morning in the time zone below."
          >
            {(c) => (
              <input
                {...c}
                type="date"
                min={range.first}
                max={range.last}
                value={values.sendOn}
                onChange={set('sendOn')}
              />
            )}
          </Field>
          <Field id="ecard-time-zone" label="time zone" error={errors.timeZone}>
            {(c) => (
              <select {...c} value={values.timeZone} onChange={set('timeZone')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}

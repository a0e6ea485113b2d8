import { ecardPlanSentence } from '@littlegivers/shared/contract/ecard-plan';
import { ECARD_RESENDS_PER_DAY, type EmailView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { useState } from 'react';
import { EcardFields, type EcardFieldValues, ecardFieldErrors } from '../../../components/EcardFields';
import { useChangeDelivery } from '../api/change-delivery';

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * 'change the delivery' of an e-card: until it goes, the grown-up's name and email, the day and
 * the zone, or 'send it now'; after, 'send it again' at once to the same or a corrected address
 * (a few times a day at most: ECARD_RESENDS_PER_DAY).
 */
export function EcardDeliveryPanel({ email, token }: { email: EmailView; token: string }) {
  const change = useChangeDelivery(token);
  const [values, setValues] = useState<EcardFieldValues>({
    grownUpName: email.grownUpName,
    grownUpEmail: email.grownUpEmail,
    sendOn: email.sendOn,
    timeZone: email.timeZone,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const sent = email.sentAt !== null;
  const error = change.error instanceof ApiError ? change.error.message : change.error ? 'please try again' : null;

  function submit(action: 'change' | 'sendNow' | 'resend') {
    const errors = ecardFieldErrors(values);
    const relevant =
      action === 'change' ? errors : { grownUpName: errors.grownUpName, grownUpEmail: errors.grownUpEmail };
    if (Object.values(relevant).some(Boolean)) {
      setShowErrors(true);
      return;
    }
    const fields =
      action === 'change' ? values : { grownUpName: values.grownUpName, grownUpEmail: values.grownUpEmail };
    setDone(null);
    change.mutate(
      { action, ...fields },
      {
        onSuccess: () =>
          setDone(action === 'change' ? 'saved: the delivery is changed' : 'sent: the card is on its way'),
      },
    );
  }

  return (
    <section className="lg-card purchaser-panel" aria-labelledby="purchaser-ecard-title">
      <h2 id="purchaser-ecard-title">change the delivery</h2>
      {sent ? (
        <p>{`The card was sent to ${email.grownUpEmail} on ${when(email.sentAt ?? '')}.`}</p>
      ) : (
        <p>{ecardPlanSentence(email)}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(sent ? 'resend' : 'change');
        }}
      >
        <EcardFields values={values} onChange={setValues} showErrors={showErrors} dayAndZone={!sent} />
        {sent ? (
          <>
            {email.resendFrom ? (
              <p>{`You can send it again from ${when(email.resendFrom)} (up to ${ECARD_RESENDS_PER_DAY} times in any 24 hours).`}</p>
            ) : (
              <p>
                {`Wrong address? Correct it above and send it again now${
                  email.resendsLeft === undefined
                    ? ''
                    : ` (${email.resendsLeft} more ${email.resendsLeft === 1 ? 'time' : 'times'} in the next 24 hours)`
                }.`}
              </p>
            )}
            <button type="submit" className="lg-button" disabled={change.isPending || email.resendFrom !== null}>
              send it again
            </button>
          </>
        ) : (
          <p className="purchaser-actions">
            <button type="submit" className="lg-button" disabled={change.isPending}>
              save the changes
            </button>{' '}
            <button
              type="button"
              className="lg-button lg-button--secondary"
              disabled={change.isPending}
              onClick={() => submit('sendNow')}
            >
              send it now
            </button>
          </p>
        )}
      </form>
      <p role="status">{done}</p>
      {error ? (
        <p role="alert" className="lg-field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

import { GROUP_ORGANIZER_PAGE_PATH, GROUP_SHARE_PAGE_PATH, MAX_GROUP_DAYS } from '@littlegivers/shared/contract/group';
import { buildOrderPayload, type ShippingChoice } from '@littlegivers/shared/contract/order-payload';
import { type CardType, customMessageCardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { CardForm } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { GROUP_MESSAGES } from '@littlegivers/shared/contract/schemas/group';
import type { Delivery } from '@littlegivers/shared/contract/schemas/package';
import { secretPageUrl } from '@littlegivers/shared/contract/schemas/secret-link';
import { addDays, dayIn, ownTimeZone } from '@littlegivers/shared/contract/send-day';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { startGroup } from '@littlegivers/shared/web/api/endpoints/group';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { useState } from 'react';
import type { StartedGroup } from './GroupStarted';

/** The days a group may close on, in `timeZone`: tomorrow to MAX_GROUP_DAYS ahead. */
export function closingDayRange(timeZone: string, now = new Date()) {
  const today = dayIn(now, timeZone);
  return { first: addDays(today, 1), last: addDays(today, MAX_GROUP_DAYS), suggested: addDays(today, 7) };
}

interface GroupStartSectionProps {
  card: CardForm;
  shipping: ShippingChoice;
  delivery: Delivery;
  cardTypes: readonly CardType[];
  onStarted: (started: StartedGroup) => void;
}

/**
 * Step 2 of a group card, in place of the payment: the closing day (the card goes at 8:00 that
 * morning in the organizer's zone) and 'start the group card'. Nothing is paid here: the organizer
 * chips in through the share link like anyone, or not at all.
 */
export function GroupStartSection({ card, shipping, delivery, cardTypes, onStarted }: GroupStartSectionProps) {
  const [timeZone] = useState(() => ('ecard' in shipping ? shipping.ecard.timeZone : ownTimeZone()));
  const range = closingDayRange(timeZone);
  const [closesOn, setClosesOn] = useState(range.suggested);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setAlert(null);
    if (!(closesOn >= range.first && closesOn <= range.last)) {
      setError(GROUP_MESSAGES.closesOn);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const payload = buildOrderPayload(card, shipping, {
        customMessageCardTypeId: customMessageCardType(cardTypes)?.id ?? null,
        delivery,
      });
      const started = await startGroup({ card: payload, closesOn, timeZone });
      onStarted({
        recipientName: payload.recipientName ?? '',
        email: payload.purchaseAccount.emailAddress,
        shareUrl: secretPageUrl(window.location.origin, GROUP_SHARE_PAGE_PATH, started.shareToken),
        organizerUrl: secretPageUrl(window.location.origin, GROUP_ORGANIZER_PAGE_PATH, started.organizerToken),
        closesAt: started.closesAt,
      });
    } catch (failure) {
      setAlert(
        failure instanceof ApiError && (failure.status === 400 || failure.status === 429)
          ? failure.message.replace(/^[\w.]+: /, '')
          : 'something went wrong. please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="gift-payment gift-group-start">
      {busy ? <LoadingOverlay label="starting your group card" /> : null}
      {alert ? (
        <p role="alert" className="lg-field-error">
          {alert}
        </p>
      ) : null}
      <Field
        id="group-closes-on"
        label="closing day"
        error={error ?? undefined}
        hint="the card goes to the child at 8:00 that morning, with everyone's gifts"
      >
        {(control) => (
          <input
            {...control}
            type="date"
            min={range.first}
            max={range.last}
            value={closesOn}
            onChange={(event) => setClosesOn(event.target.value)}
          />
        )}
      </Field>
      <button type="button" className="lg-button" onClick={() => void start()} disabled={busy}>
        start the group card
      </button>
    </div>
  );
}

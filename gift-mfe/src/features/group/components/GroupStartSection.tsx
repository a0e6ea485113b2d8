import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { GROUP_ORGANIZER_PAGE_PATH, GROUP_SHARE_PAGE_PATH, MAX_GROUP_DAYS } from '@littlegivers/shared/contract/group';
import { buildOrderPayload, type ShippingChoice } from '@littlegivers/shared/contract/order-payload';
import { type CardType, customMessageCardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { CardForm } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { GROUP_MESSAGES, type groupStartedSchema } from '@littlegivers/shared/contract/schemas/group';
import type { OrderPayloadInput } from '@littlegivers/shared/contract/schemas/order';
import type { Delivery } from '@littlegivers/shared/contract/schemas/package';
import { secretPageUrl } from '@littlegivers/shared/contract/schemas/secret-link';
import { addDays, dayIn, ownTimeZone } from '@littlegivers/shared/contract/send-day';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { payGroupPostage, startGroup } from '@littlegivers/shared/web/api/endpoints/group';
import { isRefusedPayment } from '@littlegivers/shared/web/api/refused-payment';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { type PayPalApproval, PayPalCheckoutButtons, PayPalProvider } from '@littlegivers/shared/web/ui/PayPalCheckout';
import { useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { StartedGroup } from './GroupStarted';

type GroupStarted = z.infer<typeof groupStartedSchema>;

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
 * morning in the organizer's zone) and 'start the group card'. Nothing of the gift is paid here:
 * the organizer chips in through the share link like anyone, or not at all. A mailed card's
 * postage is paid here, with PayPal (the API prices it): the group starts once it is captured.
 */
export function GroupStartSection({ card, shipping, delivery, cardTypes, onStarted }: GroupStartSectionProps) {
  const [timeZone] = useState(() => ('ecard' in shipping ? shipping.ecard.timeZone : ownTimeZone()));
  const range = closingDayRange(timeZone);
  const [closesOn, setClosesOn] = useState(range.suggested);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A mailed card's start, waiting for its postage's approval at PayPal. */
  const waiting = useRef<{ payload: OrderPayloadInput; started: GroupStarted } | null>(null);
  const mailed = deliveryMethod(delivery).needsAddress;

  const closingDayChosen = () => {
    setAlert(null);
    if (!(closesOn >= range.first && closesOn <= range.last)) {
      setError(GROUP_MESSAGES.closesOn);
      return false;
    }
    setError(null);
    return true;
  };

  const showFailure = (failure: unknown) =>
    setAlert(
      failure instanceof ApiError && (failure.status === 400 || failure.status === 429)
        ? failure.message.replace(/^[\w.]+: /, '')
        : isRefusedPayment(failure)
          ? 'your payment was declined. please try another card or payment method.'
          : 'something went wrong. please try again.',
    );

  const begin = async () => {
    const payload = buildOrderPayload(card, shipping, {
      customMessageCardTypeId: customMessageCardType(cardTypes)?.id ?? null,
      delivery,
    });
    return { payload, started: await startGroup({ card: payload, closesOn, timeZone }) };
  };

  const finish = ({ payload, started }: { payload: OrderPayloadInput; started: GroupStarted }) =>
    onStarted({
      recipientName: payload.recipientName ?? '',
      email: payload.purchaseAccount.emailAddress,
      shareUrl: secretPageUrl(window.location.origin, GROUP_SHARE_PAGE_PATH, started.shareToken),
      organizerUrl: secretPageUrl(window.location.origin, GROUP_ORGANIZER_PAGE_PATH, started.organizerToken),
      closesAt: started.closesAt,
    });

  const start = async () => {
    if (!closingDayChosen()) return;
    setBusy(true);
    try {
      finish(await begin());
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  /** PayPal's createOrder: the group started, its postage's PayPal order given to the buttons. */
  const startWithPostage = async () => {
    if (!closingDayChosen()) throw new Error('no closing day');
    try {
      const begun = await begin();
      if (!begun.started.postage) throw new Error('no postage to pay');
      waiting.current = begun;
      return begun.started.postage.payPalOrderId;
    } catch (failure) {
      showFailure(failure);
      throw failure;
    }
  };

  const postageApproved = async (approval: PayPalApproval) => {
    const begun = waiting.current;
    if (!begun) return;
    setBusy(true);
    try {
      await payGroupPostage(begun.started.organizerToken, {
        payPalId: approval.orderID,
        payerId: approval.payerID ?? null,
        intent: 'CAPTURE',
        state: 'APPROVED',
        createTime: new Date().toISOString(),
      });
      finish(begun);
    } catch (failure) {
      showFailure(failure);
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
        hint={
          mailed
            ? "we print the card with everyone's gifts and mail it the morning it closes"
            : "the card goes to the child at 8:00 that morning, with everyone's gifts"
        }
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
      {mailed ? (
        <>
          <p className="gift-print-note">
            you pay the postage now; the group card starts as soon as it is paid. it is refunded if the card is
            cancelled or nobody chips in.
          </p>
          <PayPalProvider>
            <PayPalCheckoutButtons
              label="start the group card and pay the postage"
              createOrder={startWithPostage}
              onApprove={postageApproved}
            />
          </PayPalProvider>
        </>
      ) : (
        <button type="button" className="lg-button" onClick={() => void start()} disabled={busy}>
          start the group card
        </button>
      )}
    </div>
  );
}

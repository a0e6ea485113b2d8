import { Alert } from '@littlegivers/shared/web/ui/Alert';
import { useState } from 'react';
import { Presence } from '../../../components/Presence';
import type { DonateAlert } from '../hooks/use-donation-payment';

/** Spec 8's wording for a failed create, exactly as written (one space). */
export const DONATION_CREATE_FAILED_MESSAGE = 'there was an error processing your request. try again?';

const messages: Record<DonateAlert, string> = {
  'create-failed': DONATION_CREATE_FAILED_MESSAGE,
  'authorization-failed': 'your payment was not authorized, so no donation was made. please try again.',
  'payment-error': 'the payment could not be completed, so no donation was made. please try again.',
};

/**
 * The payment alerts: dismissible, scrolled to and focused when they appear (a repeated failure
 * shows a fresh one), faded out over the leave transition when dismissed.
 */
export function DonateAlerts({
  alert,
  alertCount,
  onDismiss,
}: {
  alert: DonateAlert | null;
  alertCount: number;
  onDismiss: () => void;
}) {
  // The last alert stays readable while it fades out.
  const [shown, setShown] = useState<DonateAlert | null>(alert);
  if (alert !== null && alert !== shown) setShown(alert);
  return (
    <Presence show={alert !== null}>
      {shown ? (
        <Alert key={alertCount} onDismiss={onDismiss}>
          {messages[shown]}
        </Alert>
      ) : null}
    </Presence>
  );
}

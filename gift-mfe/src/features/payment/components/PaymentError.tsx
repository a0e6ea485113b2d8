import { Alert } from '@littlegivers/shared/web/ui/Alert';

/** Spec 8, word for word (two spaces after the full stop). */
export const PAYMENT_ERROR_MESSAGE = 'there was an error processing your request.  try again?';

/**
 * The red dismissible alert shown for a failed order post, a decline or a provider error; a
 * decline adds the server's reason under the message.
 */
export function PaymentError({ onDismiss, reason }: { onDismiss: () => void; reason?: string | null }) {
  return (
    <Alert onDismiss={onDismiss}>
      <span style={{ whiteSpace: 'pre-wrap' }}>{PAYMENT_ERROR_MESSAGE}</span>
      {reason ? <p className="gift-payment__reason">{reason}</p> : null}
    </Alert>
  );
}

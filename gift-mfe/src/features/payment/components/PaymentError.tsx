import { Alert } from '@littlegivers/shared/web/ui/Alert';

/** Spec 8, word for word (two spaces after the full stop). */
export const PAYMENT_ERROR_MESSAGE = 'there was an error processing your request.  try again?';

/** The red dismissible alert shown for a failed order post, a decline, a cancel or a provider error. */
export function PaymentError({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert onDismiss={onDismiss}>
      <span style={{ whiteSpace: 'pre-wrap' }}>{PAYMENT_ERROR_MESSAGE}</span>
    </Alert>
  );
}

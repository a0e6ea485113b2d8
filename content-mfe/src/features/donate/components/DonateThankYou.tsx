import { DONATION_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import { Alert } from '@littlegivers/shared/web/ui/Alert';

/** After a donation: the thank-you banner and message. */
export function DonateThankYou({ productName, onDonateAgain }: { productName: string; onDonateAgain: () => void }) {
  return (
    <div className="cm-stack cm-enter">
      <Alert tone="success">
        <strong>thank you! your donation was received.</strong>
      </Alert>
      <section className="lg-card cm-thanks" aria-labelledby="donated-title">
        <h2 id="donated-title">thank you for your donation!</h2>
        <p>
          Your gift keeps {productName} running, so that more children can discover the joy of giving.{' '}
          {DONATION_TAX_SENTENCE}
        </p>
        <p>
          <button type="button" className="lg-button lg-button--secondary" onClick={onDonateAgain}>
            make another donation
          </button>
        </p>
      </section>
    </div>
  );
}

import type { PurchaserPanelProps } from '../panels';
import { EcardDeliveryPanel } from './EcardDeliveryPanel';

function longDate(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How the card reaches the child: when it is posted, that it is printed at home, or an e-card's delivery to change. */
export function DeliveryPanel({ view, token }: PurchaserPanelProps) {
  if (view.email) return <EcardDeliveryPanel email={view.email} token={token} />;
  return (
    <section className="lg-card purchaser-panel" aria-labelledby="purchaser-delivery-title">
      <h2 id="purchaser-delivery-title">the delivery</h2>
      {view.post ? (
        view.post.shippedAt ? (
          <p>
            {`Your card was mailed on ${longDate(view.post.shippedAt)}.`}
            {view.post.trackingUrl ? (
              <>
                {' '}
                <a className="lg-link" href={view.post.trackingUrl} rel="noreferrer">
                  track the package
                </a>
              </>
            ) : null}
          </p>
        ) : (
          <p>{`We hand pack your card and mail it by ${longDate(view.post.mailBy)}.`}</p>
        )
      ) : null}
      {view.delivery === 'print' ? <p>You print this card at home, from the link in your receipt.</p> : null}
    </section>
  );
}

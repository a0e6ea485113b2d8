import { knownDeliveryMethod } from '@littlegivers/shared/contract/delivery';
import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
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

/** A print-at-home card: its link, and the new card once one replaced it (the first one's code is dead). */
function PrintAtHome({ print }: { print: PurchaserView['print'] }) {
  const link = print?.cardUrl ? (
    <a className="lg-link" href={print.cardUrl} rel="noreferrer">
      {print.reissuedAt ? 'print the new card' : 'print the card'}
    </a>
  ) : null;
  if (print?.reissuedAt)
    return (
      <p>
        {`A new card with a new code was issued on ${longDate(print.reissuedAt)}; the first card’s code no longer works. We e-mailed you its link. `}
        {link ?? 'Its link has expired: write to us for a new one.'}
      </p>
    );
  return <p>You print this card at home, from the link in your receipt{link ? <>: {link}</> : ''}.</p>;
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
      {knownDeliveryMethod(view.delivery)?.downloadable ? <PrintAtHome print={view.print} /> : null}
    </section>
  );
}

import { formatUsd } from '@littlegivers/shared/contract/money';
import { requestPreview } from '@littlegivers/shared/web/bus';
import { useNavigate } from 'react-router-dom';
import { type GiftReceipt, longDay } from '../receipt';
import { CardDownload } from './CardDownload';

/** The gift once its payment is confirmed: what step 3 shows and hands to the preview. */
export interface CompletedGift {
  recipientName: string;
  purchaserName: string;
  amount: number;
  orderIdentifier: string;
  receipt?: GiftReceipt;
  /** A print-at-home card: the server's secret link to its PDF (none for a mailed card). */
  downloadUrl?: string | null;
  /** An e-card: when and to whom it goes, in words. */
  ecardNote?: string | null;
  /** What the card is doing now, from its delivery ("on its way", "ready to print", an e-card's day). */
  cardState?: string | null;
}

/** Total, ship-to, mailing day and where the receipt went (the order number leads the step). */
function Receipt({ receipt }: { receipt: GiftReceipt }) {
  return (
    <section className="gift-receipt" aria-labelledby="gift-receipt-title">
      <h2 id="gift-receipt-title" className="gift-receipt__title">
        your receipt
      </h2>
      <dl className="gift-receipt__facts">
        {receipt.total !== null ? (
          <div>
            <dt>total charged</dt>
            <dd>{formatUsd(receipt.total)}</dd>
          </div>
        ) : null}
        {receipt.delivery ? (
          <div>
            <dt>delivery</dt>
            <dd>{receipt.delivery}</dd>
          </div>
        ) : (
          <div>
            <dt>ship to</dt>
            <dd>
              {receipt.shipTo.map((line) => (
                <span key={line} className="gift-receipt__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
        {receipt.mailBy ? (
          <div>
            <dt>mailed by</dt>
            <dd>{longDay(receipt.mailBy)}</dd>
          </div>
        ) : null}
      </dl>
      {receipt.email ? <p>{`we emailed your receipt to ${receipt.email}`}</p> : null}
    </section>
  );
}

/** Step 3, thank you (spec 2): the receipt, what happens next, and a preview of the child's side. */
export function ThankYouStep({ gift }: { gift: CompletedGift }) {
  const navigate = useNavigate();
  const child = gift.recipientName.trim() || 'the child';
  const { downloadUrl } = gift;
  return (
    <div className="gift-thanks lg-card">
      <p className="gift-thanks__lead">
        your order <strong>{gift.orderIdentifier}</strong> is paid and your card is{' '}
        {gift.cardState ?? (downloadUrl ? 'ready to print' : 'on its way')}.
      </p>
      {downloadUrl ? <CardDownload url={downloadUrl} /> : null}
      {gift.ecardNote ? <p className="gift-ecard-note">{gift.ecardNote}</p> : null}
      {gift.receipt ? <Receipt receipt={gift.receipt} /> : null}
      <p>
        {downloadUrl
          ? 'Your printed card carries a secret code, on its token panel and on its back.'
          : gift.ecardNote
            ? 'Your e-card carries a secret code on its token.'
            : 'We hand pack every card with a keepsake token carrying a secret code.'}{' '}
        When {child} enters the code on the kidspage, they pick a cause they care about, then one of the charities we
        have selected for it, and a donation of {formatUsd(gift.amount)} is made in their name. Every organization on
        the list is a registered charity we have checked, and children never give us any personal information.
      </p>
      <button
        type="button"
        className="lg-button"
        onClick={() => {
          requestPreview({ recipientName: gift.recipientName, purchaserName: gift.purchaserName, amount: gift.amount });
          navigate('/kidspage');
        }}
      >
        preview what the child will see
      </button>
    </div>
  );
}

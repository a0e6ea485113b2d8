import { formatUsd } from '@littlegivers/shared/contract/money';
import { requestPreview } from '@littlegivers/shared/web/bus';
import { useNavigate } from 'react-router-dom';

/** The gift once its payment is confirmed: what step 3 shows and hands to the preview. */
export interface CompletedGift {
  recipientName: string;
  purchaserName: string;
  amount: number;
  orderIdentifier: string;
}

/** Step 3, thank you (spec 2): the selected organizations, and a preview of the child's side. */
export function ThankYouStep({ gift }: { gift: CompletedGift }) {
  const navigate = useNavigate();
  const child = gift.recipientName.trim() || 'the child';
  return (
    <div className="gift-thanks lg-card">
      <p className="gift-thanks__lead">
        your order <strong>{gift.orderIdentifier}</strong> is paid and your card is on its way.
      </p>
      <p>
        We hand pack every card with a keepsake token carrying a secret code. When {child} enters the code on the
        kidspage, they pick a cause they care about, then one of the charities we have selected for it, and a donation
        of {formatUsd(gift.amount)} is made in their name. Every organization on the list is a registered charity we
        have checked, and children never give us any personal information.
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

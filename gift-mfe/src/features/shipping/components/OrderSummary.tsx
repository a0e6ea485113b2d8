import { formatUsd, orderTotal, parseAmount, SUPPORT_DONATION_AMOUNT } from '@littlegivers/shared/contract/money';
import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import { needsAddress, type Package } from '@littlegivers/shared/contract/schemas/package';

interface OrderSummaryProps {
  card: CardFormInput;
  shippingMethod: Package | null;
  onBack: () => void;
  /** A group card: each giver pays their own part through the share link; only a mailed card's postage is paid here. */
  group?: boolean;
}

/** Spec 2: email, gift amount, optional donation, shipping, total, back button. */
export function OrderSummary({ card, shippingMethod, onBack, group = false }: OrderSummaryProps) {
  const giftAmount = parseAmount(card.amount) ?? 0;
  const donationEnabled = card.donationEnabled !== false;
  const total = orderTotal({ giftAmount, shippingCost: shippingMethod?.cost ?? 0, donationEnabled });
  return (
    <section className="lg-card gift-summary" aria-labelledby="gift-summary-title">
      <h2 id="gift-summary-title">order summary</h2>
      <dl>
        <div>
          <dt>email</dt>
          <dd>{card.email}</dd>
        </div>
        {group ? (
          <>
            <div>
              <dt>gift amount</dt>
              <dd>what everyone chips in, each paying their own part</dd>
            </div>
            {shippingMethod && needsAddress(shippingMethod) ? (
              <div className="gift-summary__total">
                <dt>postage, paid by you now</dt>
                <dd data-testid="group-postage">{formatUsd(shippingMethod.cost)}</dd>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <div>
              <dt>gift amount</dt>
              <dd>{formatUsd(giftAmount)}</dd>
            </div>
            {donationEnabled ? (
              <div>
                <dt>support donation</dt>
                <dd>{formatUsd(SUPPORT_DONATION_AMOUNT)}</dd>
              </div>
            ) : null}
            <div>
              <dt>shipping</dt>
              <dd>{shippingMethod ? formatUsd(shippingMethod.cost) : 'choose a shipping method'}</dd>
            </div>
            <div className="gift-summary__total">
              <dt>total</dt>
              <dd data-testid="order-total">{formatUsd(total)}</dd>
            </div>
          </>
        )}
      </dl>
      <button type="button" className="lg-button lg-button--secondary" onClick={onBack}>
        back
      </button>
    </section>
  );
}

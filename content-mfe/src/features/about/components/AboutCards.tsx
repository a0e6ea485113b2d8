import { ORDER_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';
import { TaxExemptStatement } from '../../../components/TaxExemptStatement';

/** What the product is, with the claims of spec section 1. */
export function AboutIntro() {
  const { productName } = useStore($runtimeConfig);
  return (
    <section aria-labelledby="mission-title" className="lg-card cm-stack">
      <h2 id="mission-title">our mission</h2>
      <p>
        {productName} helps the special children in your life discover the joy of giving. You send a card: mailed with a
        keepsake token, printed at home, or emailed as an e-card to a grown-up on the day you choose. The child enters
        its secret code, picks a cause and a charity, and a donation is made in their name.
      </p>
      <ul className="cm-claims">
        <li>{productName} is a tax-deductible charity: a qualified tax-exempt 501(c)(3) organization.</li>
        <li>{ORDER_TAX_SENTENCE}</li>
        <li>
          The fee covers printing, mailing, the keepsake token, payment processing, and our legal and financial costs.
        </li>
        <li>Children never give us any personal information.</li>
        <li>
          Every gift is paid to the charity the child chose, and every payout is public:{' '}
          <a className="lg-link" href="/impact">
            see our impact
          </a>
          .
        </li>
        <li>Every order is hand packed and sent from our home city in the United States.</li>
      </ul>
    </section>
  );
}

export function SpecialThanksCard() {
  return (
    <section aria-labelledby="thanks-title" className="lg-card cm-stack">
      <h2 id="thanks-title">special thanks</h2>
      <p>
        A big thank-you to the volunteers who fold cards and pack tokens at our kitchen-table packing nights, to the
        teachers and parents who tested the kidspage with their young experts, and to every charity partner that helps
        children see where their gift goes.
      </p>
    </section>
  );
}

export function ContactUsCard() {
  const { contactEmail } = useStore($runtimeConfig);
  return (
    <section aria-labelledby="contact-title" className="lg-card cm-stack">
      <h2 id="contact-title">contact us</h2>
      <p>
        Questions, ideas or a charity you would like to see here? Email us at{' '}
        <a className="lg-link" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
        .
      </p>
      <TaxExemptStatement />
    </section>
  );
}

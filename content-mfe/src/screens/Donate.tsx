import { DONATION_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import '../content.css';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useStore } from '@nanostores/react';
import illustration from '../assets/donate-illustration.svg';
import { TaxExemptStatement } from '../components/TaxExemptStatement';
import { DonateForm } from '../features/donate/components/DonateForm';

/** /donate: a direct donation that supports the product, through PayPal. */
export default function Donate() {
  return (
    <RemoteRoot app="content-mfe">
      <DonatePage />
    </RemoteRoot>
  );
}

function DonatePage() {
  const { productName } = useStore($runtimeConfig);
  return (
    <div className="cm-page cm-enter">
      <h1>thank you for supporting {productName}</h1>
      <div className="cm-donate">
        <div className="cm-stack">
          <div className="cm-stack">
            <p className="cm-lead">
              Your direct donation covers our operating costs, so that every gift card a child receives goes as far as
              it can.
            </p>
            <p>{DONATION_TAX_SENTENCE}</p>
          </div>
          <DonateForm productName={productName} />
        </div>
        <aside className="cm-donate__aside" aria-label="about your donation">
          <img
            className="cm-donate__image"
            src={illustration}
            alt="Two children holding up a big heart under a smiling sun"
            width={640}
            height={480}
          />
          <section className="lg-card cm-stack" aria-labelledby="tax-title">
            <h2 id="tax-title">tax-exempt information</h2>
            <TaxExemptStatement />
            <p>Please keep our emailed receipt for your tax records.</p>
          </section>
        </aside>
      </div>
    </div>
  );
}

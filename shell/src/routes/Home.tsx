import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { FlowLink } from '@littlegivers/shared/web/ui/FlowLink';
import { useStore } from '@nanostores/react';

/** Home: what the product is, and the two ways in (gift now, kidspage). */
export function Home() {
  const { productName } = useStore($runtimeConfig);
  return (
    <div className="home">
      <section className="home-hero">
        <h1>give a child the joy of giving</h1>
        <p>
          {productName} is a charity gift card for children. You build a printed card with a greeting and pay once; we
          mail it with a keepsake token carrying a secret code. The child enters the code on the kidspage, picks a cause
          they care about, then a charity, and a donation of the gift amount is made in their name.
        </p>
        <div className="home-actions">
          <FlowLink className="lg-button" to="/gift-now">
            gift now
          </FlowLink>
          <FlowLink className="lg-button lg-button--secondary" to="/kidspage">
            I have a code: go to the kidspage
          </FlowLink>
        </div>
      </section>
      <section aria-labelledby="how-title" className="home-steps">
        <h2 id="how-title">how it works</h2>
        <ol>
          <li>
            <strong>Build a card.</strong> Choose a greeting, the amount and where to mail it.
          </li>
          <li>
            <strong>We mail it.</strong> Hand packed, with a keepsake token and its secret code.
          </li>
          <li>
            <strong>The child decides.</strong> They pick a cause and a charity; the donation is made in their name.
          </li>
        </ol>
        <p>
          Children never give us any personal information. {productName} is a tax-exempt 501(c)(3) charity, so your
          whole order is tax-deductible.
        </p>
      </section>
    </div>
  );
}

import { CAUSE_ART, HOW_IT_WORKS_ART } from '@littlegivers/design';
import type { Delivery } from '@littlegivers/shared/contract/delivery';
import { GROUP_CARD_START_PATH } from '@littlegivers/shared/contract/group';
import { ORDER_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { FlowLink } from '@littlegivers/shared/web/ui/FlowLink';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { artUrl } from '../art/art-url';
import { SampleCard } from '../home/SampleCard';

/**
 * Each way the card reaches the child, as "how it works" names it. Keyed by the contract's
 * deliveries, so a new delivery does not typecheck until it is described here too.
 */
export const homeDeliveries = {
  mail: { title: 'we mail it', text: 'hand packed, with a keepsake token that carries a secret code' },
  print: { title: 'or you print it at home', text: 'a PDF right after paying, the secret code on its token panel' },
  email: { title: 'or we email it to a grown-up', text: 'an e-card on the day you choose, to hand on to the child' },
} as const satisfies Record<Delivery, { title: string; text: string }>;

/** "How it works": what each step's art shows, in the order of HOW_IT_WORKS_ART. */
export const homeSteps = [
  { title: 'you build a card', text: 'Choose a greeting, write the names and pick the gift amount.' },
  { title: 'it reaches the child', deliveries: Object.values(homeDeliveries) },
  { title: 'the child gives', text: 'They enter the code on the kidspage and choose a charity to give to.' },
] as const;

/** The four causes a child chooses from, by the slug of their art (CAUSE_ART). */
export const homeCauses = [
  { slug: 'animals', title: 'animals', text: 'Pets, wildlife and the places they live.' },
  { slug: 'children', title: 'children', text: 'Books, meals, play and care for kids.' },
  { slug: 'peace', title: 'peace', text: 'Friendship and understanding between people.' },
  { slug: 'environment', title: 'environment', text: 'Trees, rivers, clean air and sunshine.' },
] as const satisfies readonly { slug: keyof typeof CAUSE_ART; title: string; text: string }[];

/** One decorative art image at its box's size (lazy when below the fold). */
function Art({ src, size, lazy = true }: { src: string; size: number; lazy?: boolean }) {
  return <img src={src} alt="" width={size} height={size} loading={lazy ? 'lazy' : undefined} decoding="async" />;
}

/** Home: the card people buy, how it works, the causes, why to trust it, and the two ways in. */
export function Home() {
  const { productName, ein } = useStore($runtimeConfig);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          give a child the joy of giving
        </h1>
        <p className="home-hero__lead">
          A charity gift card for children. You build a card: we mail it with a keepsake token, you print it at home, or
          we email it to a grown-up. The child enters its secret code and chooses the charity that gets the gift.
        </p>
        <div className="home-actions">
          <FlowLink className="lg-button" to="/gift-now">
            gift now
          </FlowLink>
          <FlowLink className="lg-button lg-button--secondary" to="/kidspage">
            I have a code: go to the kidspage
          </FlowLink>
          <p className="home-group">
            Giving with family and friends?{' '}
            <FlowLink className="lg-link" to={GROUP_CARD_START_PATH}>
              start a group card
            </FlowLink>
            : everyone chips in to one card, and the card names them all.
          </p>
        </div>
        <SampleCard />
      </section>

      <section className="home-section" aria-labelledby="how-title">
        <h2 id="how-title">how it works</h2>
        <ol className="home-steps">
          {homeSteps.map((step, index) => (
            <li key={step.title} className="home-step">
              <Art src={artUrl(HOW_IT_WORKS_ART[index] ?? 'writing-hand')} size={64} />
              <h3>{step.title}</h3>
              {'deliveries' in step ? (
                <ul className="home-step__deliveries">
                  {step.deliveries.map((delivery) => (
                    <li key={delivery.title}>
                      <strong>{delivery.title}</strong>: {delivery.text}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{step.text}</p>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section" aria-labelledby="causes-title">
        <h2 id="causes-title">four causes to choose from</h2>
        <ul className="home-causes">
          {homeCauses.map((cause) => (
            <li key={cause.slug}>
              <Link className="home-cause" to="/charities">
                <Art src={artUrl(CAUSE_ART[cause.slug])} size={56} />
                <span className="home-cause__title">{cause.title}</span>
                <span className="home-cause__text">{cause.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="home-more">
          <Link className="lg-link" to="/charities">
            see every charity
          </Link>
          <Link className="lg-link" to="/fun-ideas">
            fun ideas for giving
          </Link>
        </p>
      </section>

      <section className="home-trust" aria-label="why you can trust us">
        <p>
          {productName} is a tax-exempt 501(c)(3) charity (EIN {ein}). {ORDER_TAX_SENTENCE} Children never give us any
          personal information.
        </p>
      </section>
    </div>
  );
}

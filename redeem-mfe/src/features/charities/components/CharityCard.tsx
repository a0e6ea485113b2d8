/**
 * One charity. Front: its illustration, name and tagline. 'learn more' flips the card (a CSS 3D
 * turn over the enter duration, none under prefers-reduced-motion) to the description and the
 * optional link button (spec 2), which asks for a grown-up first (GrownUpGate). The hidden face is
 * inert and aria-hidden; the flip button stays where it is, so focus does not move.
 */
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { motionMs } from '@littlegivers/shared/web/tokens';
import { useId, useState } from 'react';
import { charityPicture } from '../../../assets/charity-art';
import { charityMessages } from '../messages';
import { GrownUpGate } from './GrownUpGate';
import { safeExternalUrl } from './safe-link';

interface CharityCardProps {
  organization: RedemptionOrganization;
  preview: boolean;
  busy: boolean;
  onDonate: (organization: RedemptionOrganization, opener: HTMLButtonElement) => void;
}

export function CharityCard({ organization, preview, busy, onDonate }: CharityCardProps) {
  const [flipped, setFlipped] = useState(false);
  const [gateOpener, setGateOpener] = useState<HTMLButtonElement | null>(null);
  const ids = useId();
  const name = organization.organizationName;
  const tagline = organization.tagline?.trim();
  const picture = charityPicture(organization);
  const link = safeExternalUrl(organization.url);
  const linkText = organization.urlText?.trim() || `visit ${name}`;
  return (
    <li className="redeem-charity lg-card" aria-labelledby={`${ids}-name`} data-organization-id={organization.id}>
      <div className="redeem-charity__flip">
        <div
          className={`redeem-charity__turn${flipped ? ' redeem-charity__turn--flipped' : ''}`}
          data-testid="charity-turn"
          style={{ transitionDuration: `${motionMs('enterMs')}ms` }}
        >
          <div className="redeem-charity__face redeem-charity__front" inert={flipped} aria-hidden={flipped}>
            <div className="redeem-art-badge">
              <img className="redeem-charity__image" src={picture.src} alt="" width={112} height={112} />
            </div>
            <h2 id={`${ids}-name`} className="redeem-charity__name">
              {name}
            </h2>
            {tagline ? <p className="redeem-charity__tagline">{tagline}</p> : null}
          </div>
          <div
            id={`${ids}-back`}
            className="redeem-charity__face redeem-charity__back"
            inert={!flipped}
            aria-hidden={!flipped}
          >
            <img className="redeem-charity__back-art" src={picture.src} alt="" width={48} height={48} />
            <p className="redeem-charity__back-name">{name}</p>
            <p className="redeem-charity__description">{organization.organizationDescription}</p>
            {link ? (
              <button
                type="button"
                className="lg-button lg-button--secondary redeem-charity__visit"
                aria-haspopup="dialog"
                onClick={(event) => setGateOpener(event.currentTarget)}
              >
                {linkText}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <div className="redeem-charity__actions">
        <button
          type="button"
          className="lg-button lg-button--secondary redeem-charity__more"
          aria-expanded={flipped}
          aria-controls={`${ids}-back`}
          onClick={() => setFlipped((value) => !value)}
        >
          {flipped ? charityMessages.showFront : charityMessages.learnMore}
          <span className="lg-visually-hidden">{` about ${name}`}</span>
        </button>
        <button
          type="button"
          className="lg-button redeem-charity__donate"
          disabled={preview || busy}
          onClick={(event) => onDonate(organization, event.currentTarget)}
        >
          {`Donate to ${name}`}
        </button>
      </div>
      {link && gateOpener ? (
        <GrownUpGate url={link} returnFocusTo={gateOpener} onClose={() => setGateOpener(null)} />
      ) : null}
    </li>
  );
}

/** One charity: its picture, 'learn more' flips it to the description and link; 'Donate to' it. */
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { useId, useState } from 'react';
import { charityPlaceholderImage } from '../../../assets/images';
import { safeExternalUrl } from './safe-link';

interface CharityCardProps {
  organization: RedemptionOrganization;
  preview: boolean;
  busy: boolean;
  onDonate: (organization: RedemptionOrganization, opener: HTMLButtonElement) => void;
}

export function CharityCard({ organization, preview, busy, onDonate }: CharityCardProps) {
  const [flipped, setFlipped] = useState(false);
  const ids = useId();
  const name = organization.organizationName;
  const link = safeExternalUrl(organization.url);
  const linkText = organization.urlText?.trim() || `visit ${name}`;
  return (
    <li
      className={`redeem-charity lg-card${flipped ? ' redeem-charity--flipped' : ''}`}
      aria-labelledby={`${ids}-name`}
    >
      <h2 id={`${ids}-name`} className="redeem-charity__name">
        {name}
      </h2>
      <div className="redeem-charity__flip">
        <div className="redeem-charity__face redeem-charity__front" inert={flipped} aria-hidden={flipped}>
          <img
            className="redeem-charity__image"
            src={organization.organizationImageUrl || charityPlaceholderImage}
            alt=""
            width={320}
            height={240}
          />
        </div>
        <div
          id={`${ids}-back`}
          className="redeem-charity__face redeem-charity__back"
          inert={!flipped}
          aria-hidden={!flipped}
        >
          <p className="redeem-charity__description">{organization.organizationDescription}</p>
          {link ? (
            <a className="lg-button lg-button--secondary" href={link} target="_blank" rel="noopener noreferrer">
              {linkText}
              <span className="lg-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className="redeem-charity__actions">
        <button
          type="button"
          className="lg-button lg-button--secondary"
          aria-expanded={flipped}
          aria-controls={`${ids}-back`}
          onClick={() => setFlipped((value) => !value)}
        >
          {flipped ? 'show the picture' : 'learn more'}
          {flipped ? null : <span className="lg-visually-hidden">{` about ${name}`}</span>}
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
    </li>
  );
}

/**
 * The certificate the family can print or save (as PDF from the print dialog): the child's name,
 * the amount, the charity and the date, in the product's design. The print stylesheet
 * (redeem.css, `@media print`) prints this card alone on the page.
 */

import { CELEBRATION_ART } from '@littlegivers/design';
import { artUrl } from '../celebration-art';
import { certificateLine } from '../certificate';

interface CertificateProps {
  recipientName: string | null;
  purchaserName: string;
  amount: string;
  organizationName: string;
  pictureUrl: string;
  date: string;
  /** A preview's certificate is a sample, and says so. */
  sample: boolean;
}

export function Certificate({
  recipientName,
  purchaserName,
  amount,
  organizationName,
  pictureUrl,
  date,
  sample,
}: CertificateProps) {
  return (
    <article className="redeem-certificate" aria-labelledby="redeem-certificate-title" data-sample={sample}>
      <div className="redeem-certificate__frame">
        <img className="redeem-certificate__art" src={artUrl(CELEBRATION_ART)} alt="" width={64} height={64} />
        <h2 id="redeem-certificate-title" className="redeem-certificate__title">
          certificate of giving
        </h2>
        <img className="redeem-certificate__picture" src={pictureUrl} alt="" width={120} height={120} />
        <p className="redeem-certificate__line">{certificateLine({ recipientName, amount, organizationName, date })}</p>
        <p className="redeem-certificate__from">{`a gift from ${purchaserName}`}</p>
        {sample ? <p className="redeem-certificate__sample">sample: you are currently in preview mode</p> : null}
        <p className="redeem-certificate__brand">Little Givers</p>
      </div>
    </article>
  );
}

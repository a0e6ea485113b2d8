/**
 * Preview's 'see what happens next' (under the disabled 'Donate to' buttons): a sample of the
 * confirmation, then the celebration, clearly marked as preview. Nothing is sent to the API.
 */

import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { useState } from 'react';
import { charityPicture } from '../assets/charity-art';
import { ConfirmDonationDialog } from '../features/charities/components/ConfirmDonationDialog';

interface PreviewNextProps {
  /** The charity the sample shows (the category's first); none while the charities load. */
  organization: RedemptionOrganization | null;
  /** The gift amount as shown ('40'). */
  amount: string;
  onFinish: (organization: RedemptionOrganization) => void;
}

export function PreviewNext({ organization, amount, onFinish }: PreviewNextProps) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (!organization) return null;
  return (
    <div className="redeem-preview-next lg-card">
      <p>grown-ups: this is what your child sees after choosing a charity.</p>
      <button
        type="button"
        className="lg-button lg-button--secondary"
        onClick={(event) => setOpener(event.currentTarget)}
      >
        see what happens next
      </button>
      {opener ? (
        <ConfirmDonationDialog
          organizationName={organization.organizationName}
          picture={charityPicture(organization)}
          amount={amount}
          returnFocusTo={opener}
          onCancel={() => setOpener(null)}
          onConfirm={() => {
            setOpener(null);
            onFinish(organization);
          }}
        >
          <p className="redeem-dialog__preview">
            you are currently in preview mode: this is a sample, and nothing will be sent.
          </p>
        </ConfirmDonationDialog>
      ) : null}
    </div>
  );
}

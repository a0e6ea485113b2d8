/** Step 3: the active charities of the chosen category, the confirmation, the submission (spec 2, 4). */

import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { charityPicture } from '../../../assets/charity-art';
import { useOrganizations } from '../hooks/use-organizations';
import { charityMessages } from '../messages';
import type { Submission } from '../submission';
import { CharityCard } from './CharityCard';
import { ConfirmDonationDialog } from './ConfirmDonationDialog';

interface CharityStepProps {
  categoryId: number | null;
  categoryName: string | null;
  /** The gift amount as shown, without the dollar sign. */
  amount: string;
  preview: boolean;
  submission: Submission;
  chosenOrganization: RedemptionOrganization | null;
  onDonate: (organization: RedemptionOrganization) => void;
  onBack: () => void;
  onStartOver: () => void;
  focusHeading: boolean;
}

export function CharityStep({
  categoryId,
  categoryName,
  amount,
  preview,
  submission,
  chosenOrganization,
  onDonate,
  onBack,
  onStartOver,
  focusHeading,
}: CharityStepProps) {
  const { organizations, isLoading, resolveChoice } = useOrganizations(categoryId);
  const [confirming, setConfirming] = useState<{ organization: RedemptionOrganization; opener: HTMLElement } | null>(
    null,
  );
  // A built-in sample was chosen: the real list is reloaded first (choose).
  const [choice, setChoice] = useState<{
    organization: RedemptionOrganization;
    outcome: 'unavailable' | 'reloaded' | null;
    checking: boolean;
    attempt: number;
  } | null>(null);
  const choose = async (organization: RedemptionOrganization, opener: HTMLElement) => {
    if (choice?.checking) return;
    const attempt = (choice?.attempt ?? 0) + 1;
    setChoice({ organization, outcome: choice?.outcome ?? null, checking: true, attempt: choice?.attempt ?? 0 });
    const resolution = await resolveChoice(organization);
    if (resolution.kind === 'ready') {
      setChoice(null);
      setConfirming({ organization: resolution.organization, opener });
    } else setChoice({ organization, outcome: resolution.kind, checking: false, attempt });
  };
  const busy = submission.status === 'submitting';

  return (
    <section className="redeem-step redeem-step--charities" aria-labelledby="redeem-charities-title">
      <StepHeading id="redeem-charities-title" className="redeem-step__title" focusOnMount={focusHeading}>
        {categoryName ? `pick a charity to ${categoryName.toLowerCase()}` : 'pick a charity'}
      </StepHeading>
      <p className="redeem-lead">tap 'learn more' to find out what each one does, then choose the one you like best.</p>
      {preview ? <p className="redeem-note">{charityMessages.previewBlocked}</p> : null}

      {choice?.outcome ? (
        <ChoiceStatus
          key={choice.attempt}
          status={choice.outcome}
          onRetry={(opener) => void choose(choice.organization, opener)}
        />
      ) : null}

      <SubmissionStatus
        submission={submission}
        chosenOrganization={chosenOrganization}
        onRetry={onDonate}
        onStartOver={onStartOver}
      />

      {isLoading || !organizations ? (
        <LoadingOverlay inline label="loading the charities" />
      ) : organizations.length === 0 ? (
        <p className="redeem-empty lg-card">{charityMessages.emptyCategory}</p>
      ) : (
        <ul className="redeem-charities">
          {organizations.map((organization) => (
            <CharityCard
              key={organization.id}
              organization={organization}
              preview={preview}
              busy={busy || submission.status === 'succeeded'}
              onDonate={(chosen, opener) => {
                if (!preview) void choose(chosen, opener);
              }}
            />
          ))}
        </ul>
      )}

      <div className="redeem-step__nav">
        <button type="button" className="lg-button lg-button--secondary" onClick={onBack} disabled={busy}>
          Back to Category Selection
        </button>
      </div>

      {confirming ? (
        <ConfirmDonationDialog
          organizationName={confirming.organization.organizationName}
          picture={charityPicture(confirming.organization)}
          amount={amount}
          returnFocusTo={() => donateButtonOf(confirming.organization, confirming.opener)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const { organization } = confirming;
            setConfirming(null);
            onDonate(organization);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * The 'Donate to' button the dialog was opened for; after a sample was mapped to a real charity
 * the list has changed under it, so the real charity's button.
 */
function donateButtonOf(organization: RedemptionOrganization, opener: HTMLElement): HTMLElement | null {
  if (opener.isConnected) return opener;
  return document.querySelector<HTMLElement>(`[data-organization-id="${organization.id}"] .redeem-charity__donate`);
}

/** After a sample was chosen: the real list could not load (kindly, with 'try again'), or it is here now. */
function ChoiceStatus({
  status,
  onRetry,
}: {
  status: 'unavailable' | 'reloaded';
  onRetry: (opener: HTMLElement) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  if (status === 'reloaded') {
    return (
      <div ref={ref} tabIndex={-1} role="status" className="lg-alert redeem-choice-note">
        <p>{charityMessages.reloaded}</p>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="lg-alert redeem-failure">
      <div>
        <p className="redeem-failure__title">{charityMessages.unavailableTitle}</p>
        <p>{charityMessages.unavailableBody}</p>
        <button type="button" className="lg-button" onClick={(event) => onRetry(event.currentTarget)}>
          {charityMessages.unavailableRetry}
        </button>
      </div>
    </div>
  );
}

function SubmissionStatus({
  submission,
  chosenOrganization,
  onRetry,
  onStartOver,
}: {
  submission: Submission;
  chosenOrganization: RedemptionOrganization | null;
  onRetry: (organization: RedemptionOrganization) => void;
  onStartOver: () => void;
}) {
  const { contactEmail } = useStore($runtimeConfig);
  const ref = useRef<HTMLDivElement>(null);
  const key = submission.status === 'failed' ? `failed-${submission.failure}` : submission.status;
  useEffect(() => {
    ref.current?.focus();
  }, [key]);

  if (submission.status === 'submitting') {
    return (
      <div ref={ref} tabIndex={-1} className="redeem-submitting">
        <LoadingOverlay label={charityMessages.sending(chosenOrganization?.organizationName ?? 'your charity')} />
      </div>
    );
  }
  if (submission.status !== 'failed') return null;
  const email = (
    <a className="lg-link" href={`mailto:${contactEmail}`}>
      {contactEmail}
    </a>
  );
  if (submission.failure === 'already-redeemed') {
    return (
      <div ref={ref} tabIndex={-1} role="alert" className="lg-alert redeem-failure">
        <div>
          <p className="redeem-failure__title">{charityMessages.alreadyRedeemedTitle}</p>
          <p>
            {charityMessages.alreadyRedeemedBody} {email}.
          </p>
          <button type="button" className="lg-button" onClick={onStartOver}>
            enter a different code
          </button>
        </div>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="lg-alert redeem-failure">
      <div>
        <p className="redeem-failure__title">{charityMessages.failedTitle}</p>
        <p>
          {charityMessages.failedBody} {email}.
        </p>
        {chosenOrganization ? (
          <button type="button" className="lg-button" onClick={() => onRetry(chosenOrganization)}>
            {`try again: give to ${chosenOrganization.organizationName}`}
          </button>
        ) : null}
      </div>
    </div>
  );
}

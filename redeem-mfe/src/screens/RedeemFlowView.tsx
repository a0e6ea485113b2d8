import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { redemptionCategoriesQueryOptions } from '@littlegivers/shared/web/api/endpoints/redemption-organization-types';
import { redemptionOrganizationsQueryOptions } from '@littlegivers/shared/web/api/endpoints/redemption-organizations';
import { StepTransition } from '@littlegivers/shared/web/ui/StepTransition';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { charityPicture } from '../assets/charity-art';
import { PreviewBanner } from '../components/PreviewBanner';
import { sampleCategories } from '../fallbacks/sample-categories';
import { sampleOrganizations } from '../fallbacks/sample-organizations';
import { CategoryStep } from '../features/categories/components/CategoryStep';
import { submitDonation } from '../features/charities/api/submit-donation';
import { chosenCharity } from '../features/charities/chosen';
import { CharityStep } from '../features/charities/components/CharityStep';
import { activeOrganizationsOf } from '../features/charities/hooks/use-organizations';
import { CodeEntryStep } from '../features/code-entry/components/CodeEntryStep';
import { CongratulationsStep } from '../features/congratulations/components/CongratulationsStep';
import { formatGiftAmount, giftAmount, purchaserName, recipientName } from '../flow/redeem-flow-state';
import { useRedeemFlow } from '../flow/use-redeem-flow';
import { PreviewNext } from './PreviewNext';

const transitionClasses = { enter: 'redeem-transition redeem-enter', leave: 'redeem-transition redeem-leave' };

/** The flow's steps, composed from the features; state and history live in useRedeemFlow. */
export function RedeemFlowView() {
  const { state, dispatch, advance, back } = useRedeemFlow();
  const queryClient = useQueryClient();
  const step = state.redeemNowStep;

  // Headings take focus after the first change of step, never on the page's first load.
  const firstStep = useRef(step);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (step !== firstStep.current) setMoved(true);
  }, [step]);

  const donate = useCallback(
    async (organization: RedemptionOrganization) => {
      if (state.preview || !state.redemption || state.submission.status === 'submitting') return;
      dispatch({ type: 'submission-started', organization });
      const outcome = await submitDonation({ redemption: state.redemption, organization, debug: state.debug });
      if (outcome.ok)
        advance({
          type: 'submission-succeeded',
          chosen: chosenCharity(organization, outcome.amount ?? giftAmount(state)),
          at: new Date().toISOString(),
        });
      else dispatch({ type: 'submission-failed', failure: outcome.failure });
    },
    [state, dispatch, advance],
  );

  // Preview's sample confirmation shows the category's first charity (the samples if none load).
  const organizationsQuery = useQuery({
    ...redemptionOrganizationsQueryOptions(),
    enabled: state.preview && step === 3,
  });
  const sampleOrganization =
    activeOrganizationsOf(
      organizationsQuery.data ?? (organizationsQuery.isError ? sampleOrganizations : []),
      state.categoryId,
    )[0] ?? null;

  const categories = queryClient.getQueryData(redemptionCategoriesQueryOptions().queryKey);
  const categoryName =
    [...(categories ?? []), ...sampleCategories].find((category) => category.id === state.categoryId)?.categoryName ??
    null;

  let content: ReactNode;
  if (step === 1) {
    content = (
      <CodeEntryStep
        code={state.redeemCode}
        onCodeChange={(code) => dispatch({ type: 'code-changed', code })}
        onAccepted={(redemption) => advance({ type: 'code-accepted', redemption })}
        onPreview={() => advance({ type: 'preview-started' })}
        focusHeading={moved}
      />
    );
  } else if (step === 2) {
    content = (
      <>
        {state.preview ? <PreviewBanner /> : null}
        <CategoryStep
          purchaserName={purchaserName(state)}
          amount={formatGiftAmount(giftAmount(state))}
          recipientName={recipientName(state)}
          preselectedCategoryId={state.categoryId}
          debug={state.debug}
          onChoose={(categoryId) => advance({ type: 'category-chosen', categoryId })}
          focusHeading={moved}
        />
      </>
    );
  } else if (step === 3) {
    content = (
      <>
        {state.preview ? <PreviewBanner /> : null}
        <CharityStep
          categoryId={state.categoryId}
          categoryName={categoryName}
          amount={formatGiftAmount(giftAmount(state))}
          preview={state.preview}
          submission={state.submission}
          chosenOrganization={state.chosenOrganization}
          onDonate={(organization) => void donate(organization)}
          onBack={back}
          onStartOver={() => advance({ type: 'reset' })}
          focusHeading={moved}
        />
        {state.preview ? (
          <PreviewNext
            organization={sampleOrganization}
            amount={formatGiftAmount(giftAmount(state))}
            onFinish={(organization) =>
              advance({ type: 'preview-finished', organization, at: new Date().toISOString() })
            }
          />
        ) : null}
      </>
    );
  } else {
    content = (
      <>
        {state.preview ? <PreviewBanner /> : null}
        <CongratulationsStep
          recipientName={recipientName(state)}
          purchaserName={purchaserName(state)}
          amount={formatGiftAmount(state.chosen ? state.chosen.amountCents / 100 : giftAmount(state))}
          organization={
            state.chosenOrganization
              ? {
                  organizationName: state.chosenOrganization.organizationName,
                  // Its illustration, else its own picture, else the default art (as on its card).
                  organizationImageUrl: charityPicture(state.chosenOrganization).src,
                }
              : null
          }
          donatedAt={state.donatedAt}
          preview={state.preview}
          focusHeading={moved}
        />
      </>
    );
  }

  return (
    <div className="redeem-flow" data-step={step} data-preview={state.preview}>
      <StepTransition step={step} classNames={transitionClasses}>
        {content}
      </StepTransition>
    </div>
  );
}

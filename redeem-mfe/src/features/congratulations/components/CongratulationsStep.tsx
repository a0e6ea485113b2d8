/**
 * Step 4: congratulations (spec 2), made a moment to remember: confetti (none under reduced
 * motion), the charity's picture, the amount and who it is from, and a certificate to print or
 * save. Nothing is asked of the child. In preview it is a sample, marked as such.
 */

import { CELEBRATION_ART } from '@littlegivers/design';
import { prefersReducedMotion } from '@littlegivers/shared/web/tokens';
import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { FunIdeasTile } from '../../../components/FunIdeasTile';
import { celebrate } from '../celebrate';
import { artUrl, CHARITY_PICTURE_FALLBACK } from '../celebration-art';
import { certificateDate } from '../certificate';
import { Certificate } from './Certificate';

export interface CelebratedOrganization {
  organizationName: string;
  organizationImageUrl: string | null;
}

interface CongratulationsStepProps {
  recipientName: string | null;
  purchaserName: string;
  /** As the flow shows amounts: '25', '12.50'. */
  amount: string;
  organization: CelebratedOrganization | null;
  donatedAt: string | null;
  preview: boolean;
  focusHeading: boolean;
}

/** Runs the confetti below `headline` on mount and on demand; stops it when the step goes. */
function useCelebration(headline: RefObject<HTMLElement | null>) {
  const stop = useRef<(() => void) | null>(null);
  const start = useCallback(() => {
    stop.current?.();
    celebrate(headline.current)
      .then((stopIt) => {
        stop.current = stopIt;
      })
      .catch((error: unknown) => console.error('[redeem-mfe] the celebration could not start', error));
  }, [headline]);
  useEffect(() => {
    start();
    return () => {
      stop.current?.();
      stop.current = null;
    };
  }, [start]);
  return start;
}

export function CongratulationsStep({
  recipientName,
  purchaserName,
  amount,
  organization,
  donatedAt,
  preview,
  focusHeading,
}: CongratulationsStepProps) {
  const headline = useRef<HTMLParagraphElement>(null);
  const celebrateAgain = useCelebration(headline);
  const [still] = useState(prefersReducedMotion);
  const organizationName = organization?.organizationName ?? null;
  const pictureUrl = organization?.organizationImageUrl ?? artUrl(CHARITY_PICTURE_FALLBACK);

  return (
    <section className="redeem-step redeem-step--congratulations" aria-labelledby="redeem-congratulations-title">
      <div className="redeem-celebration__hero">
        <img className="redeem-celebration__popper" src={artUrl(CELEBRATION_ART)} alt="" width={96} height={96} />
        <img className="redeem-celebration__picture" src={pictureUrl} alt="" width={160} height={160} />
        <img
          className="redeem-celebration__popper redeem-celebration__popper--right"
          src={artUrl('confetti-ball')}
          alt=""
          width={96}
          height={96}
        />
      </div>
      <StepHeading id="redeem-congratulations-title" className="redeem-step__title" focusOnMount={focusHeading}>
        congratulations!
      </StepHeading>
      <p className="redeem-gift-message" ref={headline}>
        {`a donation has just been made in your name, ${recipientName ?? 'friend'}`}
      </p>
      <p className="redeem-celebration__gift">
        <span className="redeem-celebration__amount">{`$${amount}`}</span>
        <span className="redeem-celebration__from">{`a gift from ${purchaserName}`}</span>
      </p>
      <div className="lg-card redeem-thanks">
        <p>
          {organizationName
            ? `thank you for choosing ${organizationName}! your gift will help them do good things in the world.`
            : 'thank you for choosing a charity! your gift will help them do good things in the world.'}
        </p>
        <p>you made a real difference today. giving feels great, doesn't it?</p>
      </div>

      {organizationName ? (
        <>
          <Certificate
            recipientName={recipientName}
            purchaserName={purchaserName}
            amount={amount}
            organizationName={organizationName}
            pictureUrl={pictureUrl}
            date={certificateDate(donatedAt)}
            sample={preview}
          />
          <div className="redeem-celebration__actions">
            <button type="button" className="lg-button" onClick={() => window.print()}>
              print or save your certificate
            </button>
            {still ? null : (
              <button type="button" className="lg-button lg-button--secondary" onClick={celebrateAgain}>
                celebrate again!
              </button>
            )}
          </div>
        </>
      ) : null}

      <p className="redeem-lead">looking for more ways to help? have a look at these:</p>
      <FunIdeasTile />
    </section>
  );
}

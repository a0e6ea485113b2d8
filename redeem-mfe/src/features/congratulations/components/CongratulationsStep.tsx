/** Step 4: congratulations, thank you, and a tile to fun ideas (spec 2). */

import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { FunIdeasTile } from '../../../components/FunIdeasTile';

interface CongratulationsStepProps {
  recipientName: string | null;
  organizationName: string | null;
  focusHeading: boolean;
}

export function CongratulationsStep({ recipientName, organizationName, focusHeading }: CongratulationsStepProps) {
  return (
    <section className="redeem-step redeem-step--congratulations" aria-labelledby="redeem-congratulations-title">
      <p className="redeem-celebrate" aria-hidden="true">
        🎉
      </p>
      <StepHeading id="redeem-congratulations-title" className="redeem-step__title" focusOnMount={focusHeading}>
        congratulations!
      </StepHeading>
      <p className="redeem-gift-message">
        {`a donation has just been made in your name, ${recipientName ?? 'friend'}`}
      </p>
      <div className="lg-card redeem-thanks">
        <p>
          {organizationName
            ? `thank you for choosing ${organizationName}! your gift will help them do good things in the world.`
            : 'thank you for choosing a charity! your gift will help them do good things in the world.'}
        </p>
        <p>you made a real difference today. giving feels great, doesn't it?</p>
      </div>
      <p className="redeem-lead">looking for more ways to help? have a look at these:</p>
      <FunIdeasTile />
    </section>
  );
}

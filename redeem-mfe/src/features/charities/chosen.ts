/**
 * The charity a gift went to, as the celebration (step 4) shows it: kept in the flow state
 * (`state.chosen`) once the donation is made.
 */
import type { CharityArt } from '@littlegivers/design';
import { toCents } from '@littlegivers/shared/contract/money';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { charityPicture } from '../../assets/charity-art';

export interface ChosenCharity {
  organizationId: number;
  name: string;
  /** The design art key of its picture, when it is one of the illustrations. */
  art: CharityArt | null;
  /** Its picture, served: the art file or the organization's own image. */
  pictureUrl: string;
  /** What was given, in cents. */
  amountCents: number;
}

export function chosenCharity(organization: RedemptionOrganization, amount: number): ChosenCharity {
  const picture = charityPicture(organization);
  return {
    organizationId: organization.id,
    name: organization.organizationName,
    art: picture.art,
    pictureUrl: picture.src,
    amountCents: toCents(amount),
  };
}

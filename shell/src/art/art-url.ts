/**
 * The design package's art the shell shows, served as files: each import emits the SVG with a
 * content hash under /assets/ (long-cached, pre-compressed) and gives its URL. Never an emoji
 * character: a machine without an emoji font shows empty boxes.
 */
import type { ArtFile } from '@littlegivers/design';
import balloon from '@littlegivers/design/art/balloon.svg';
import birthdayCake from '@littlegivers/design/art/birthday-cake.svg';
import child from '@littlegivers/design/art/child.svg';
import dove from '@littlegivers/design/art/dove.svg';
import envelopeWithArrow from '@littlegivers/design/art/envelope-with-arrow.svg';
import globeShowingAmericas from '@littlegivers/design/art/globe-showing-americas.svg';
import growingHeart from '@littlegivers/design/art/growing-heart.svg';
import partyPopper from '@littlegivers/design/art/party-popper.svg';
import pawPrints from '@littlegivers/design/art/paw-prints.svg';
import raisingHands from '@littlegivers/design/art/raising-hands.svg';
import writingHand from '@littlegivers/design/art/writing-hand.svg';

/** The design of the sample card on the home page. */
export const HOME_CARD_DESIGN = 'birthday';

const urls: Partial<Record<ArtFile, string>> = {
  balloon,
  'birthday-cake': birthdayCake,
  child,
  dove,
  'envelope-with-arrow': envelopeWithArrow,
  'globe-showing-americas': globeShowingAmericas,
  'growing-heart': growingHeart,
  'party-popper': partyPopper,
  'paw-prints': pawPrints,
  'raising-hands': raisingHands,
  'writing-hand': writingHand,
};

/** The served URL of one of the shell's art files. */
export function artUrl(key: ArtFile): string {
  const url = urls[key];
  if (!url) throw new Error(`the shell does not serve the art "${key}"`);
  return url;
}

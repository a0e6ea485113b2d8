/**
 * The design package's art step 4 shows, served as files (each import emits the SVG, content
 * hashed, next to this remote's scripts). Never an emoji character: a machine without an emoji
 * font shows an empty box.
 */

import type { ArtFile } from '@littlegivers/design';
import confettiBall from '@littlegivers/design/art/confetti-ball.svg';
import growingHeart from '@littlegivers/design/art/growing-heart.svg';
import partyPopper from '@littlegivers/design/art/party-popper.svg';

const urls: Partial<Record<ArtFile, string>> = {
  'confetti-ball': confettiBall,
  'growing-heart': growingHeart,
  'party-popper': partyPopper,
};

/** A charity without a picture of its own shows this one. */
export const CHARITY_PICTURE_FALLBACK: ArtFile = 'growing-heart';

export function artUrl(key: ArtFile): string {
  const url = urls[key];
  if (!url) throw new Error(`redeem-mfe does not serve the art "${key}"`);
  return url;
}

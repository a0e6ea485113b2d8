/**
 * The served URL of every art file drawn inside the card and the token (ART_BODIES), for the
 * remotes that draw the card (the gift flow's preview, the e-card page): rspack emits each file
 * once, content-hashed, next to the remote's scripts, so the drawing links the art (linkedArt)
 * instead of carrying its paths in JavaScript.
 */

import type { ArtKey } from '@littlegivers/design';
import balloon from '@littlegivers/design/art/balloon.svg';
import birthdayCake from '@littlegivers/design/art/birthday-cake.svg';
import confettiBall from '@littlegivers/design/art/confetti-ball.svg';
import glowingStar from '@littlegivers/design/art/glowing-star.svg';
import growingHeart from '@littlegivers/design/art/growing-heart.svg';
import loveLetter from '@littlegivers/design/art/love-letter.svg';
import partyPopper from '@littlegivers/design/art/party-popper.svg';
import rainbow from '@littlegivers/design/art/rainbow.svg';
import redHeart from '@littlegivers/design/art/red-heart.svg';
import snowflake from '@littlegivers/design/art/snowflake.svg';
import sparkles from '@littlegivers/design/art/sparkles.svg';
import star from '@littlegivers/design/art/star.svg';
import sunflower from '@littlegivers/design/art/sunflower.svg';
import trophy from '@littlegivers/design/art/trophy.svg';
import wrappedGift from '@littlegivers/design/art/wrapped-gift.svg';

export const CARD_ART_URLS: Readonly<Record<ArtKey, string>> = {
  'birthday-cake': birthdayCake,
  balloon,
  'party-popper': partyPopper,
  'glowing-star': glowingStar,
  snowflake,
  trophy,
  'confetti-ball': confettiBall,
  sparkles,
  sunflower,
  rainbow,
  'love-letter': loveLetter,
  'red-heart': redHeart,
  'wrapped-gift': wrappedGift,
  star,
  'growing-heart': growingHeart,
};

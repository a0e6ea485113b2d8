/**
 * The art a charity may show (CHARITY_ART of @littlegivers/design), served as files: each import
 * emits the SVG once, content-hashed, next to this remote's scripts. Never an emoji character.
 */
import { CHARITY_ART_FALLBACK, type CharityArt, isCharityArt } from '@littlegivers/design';
import bird from '@littlegivers/design/art/bird.svg';
import books from '@littlegivers/design/art/books.svg';
import child from '@littlegivers/design/art/child.svg';
import deciduousTree from '@littlegivers/design/art/deciduous-tree.svg';
import dogFace from '@littlegivers/design/art/dog-face.svg';
import dove from '@littlegivers/design/art/dove.svg';
import globeShowingAmericas from '@littlegivers/design/art/globe-showing-americas.svg';
import growingHeart from '@littlegivers/design/art/growing-heart.svg';
import handshake from '@littlegivers/design/art/handshake.svg';
import house from '@littlegivers/design/art/house.svg';
import houseWithGarden from '@littlegivers/design/art/house-with-garden.svg';
import musicalNotes from '@littlegivers/design/art/musical-notes.svg';
import pawPrints from '@littlegivers/design/art/paw-prints.svg';
import peopleHugging from '@littlegivers/design/art/people-hugging.svg';
import playgroundSlide from '@littlegivers/design/art/playground-slide.svg';
import recyclingSymbol from '@littlegivers/design/art/recycling-symbol.svg';
import redApple from '@littlegivers/design/art/red-apple.svg';
import speechBalloon from '@littlegivers/design/art/speech-balloon.svg';
import sun from '@littlegivers/design/art/sun.svg';
import turtle from '@littlegivers/design/art/turtle.svg';
import waterWave from '@littlegivers/design/art/water-wave.svg';

const urls: Readonly<Record<CharityArt, string>> = {
  bird,
  books,
  child,
  'deciduous-tree': deciduousTree,
  'dog-face': dogFace,
  dove,
  'globe-showing-americas': globeShowingAmericas,
  'growing-heart': growingHeart,
  handshake,
  house,
  'house-with-garden': houseWithGarden,
  'musical-notes': musicalNotes,
  'paw-prints': pawPrints,
  'people-hugging': peopleHugging,
  'playground-slide': playgroundSlide,
  'recycling-symbol': recyclingSymbol,
  'red-apple': redApple,
  'speech-balloon': speechBalloon,
  sun,
  turtle,
  'water-wave': waterWave,
};

/** The served URL of a charity's art. */
export function charityArtUrl(art: CharityArt): string {
  return urls[art];
}

/** What a charity card, the confirmation and the celebration show as the charity's picture. */
export interface CharityPicture {
  /** The art key when the picture is one of the design's illustrations. */
  art: CharityArt | null;
  src: string;
}

/**
 * The organization's illustration (`image`, an art key), else its own picture
 * (organizationImageUrl), else the default art. An unknown art key counts as none.
 */
export function charityPicture(organization: {
  image?: string | null;
  organizationImageUrl: string | null;
}): CharityPicture {
  if (isCharityArt(organization.image)) return { art: organization.image, src: urls[organization.image] };
  if (organization.organizationImageUrl) return { art: null, src: organization.organizationImageUrl };
  return { art: CHARITY_ART_FALLBACK, src: urls[CHARITY_ART_FALLBACK] };
}

/**
 * The card as a message shows it: its picture, attached inline (mail/card-image.ts draws it), with
 * the greeting as alt text; or, when the message holds no card front, the greeting in words.
 */
import { CARD_SIZE } from '@littlegivers/design';
import { Img, Section } from '@react-email/components';
import type { ReactNode } from 'react';
import { styles } from './layout';

/** The Content-ID of the card's picture, attached inline to the message. */
export const CARD_IMAGE_CID = 'card@littlegivers.mail';

/** The card's picture as shown: the width of the card box in the message, the card's 7:5 shape. */
export const CARD_IMAGE_SHOWN = { width: 464, height: Math.round((464 * CARD_SIZE.height) / CARD_SIZE.width) };

/** The greeting in words: the card picture's alt text (and its place in the plain-text version). */
export function greetingText(greeting: { header: string; lines: string[] }): string {
  return [greeting.header, ...greeting.lines].join(' ');
}

/** The card box, named `label`: the picture when `pictured`, else `wordsInstead`; `children` below either. */
export function CardBox({
  label,
  pictured,
  greeting,
  wordsInstead,
  children,
}: {
  label: string;
  pictured: boolean;
  greeting: { header: string; lines: string[] };
  wordsInstead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section style={styles.card} aria-label={label}>
      {pictured ? (
        <Img
          src={`cid:${CARD_IMAGE_CID}`}
          alt={greetingText(greeting)}
          width={CARD_IMAGE_SHOWN.width}
          height={CARD_IMAGE_SHOWN.height}
          data-text="alt"
          style={styles.cardImage}
        />
      ) : (
        wordsInstead
      )}
      {children}
    </Section>
  );
}

/** Greeting / card type (spec 3). Text may contain {recipient_name} and {purchaser_name}. */
import * as z from 'zod/mini';
import { idSchema } from './common';

export const CUSTOM_MESSAGE_PUBLIC_NAME = 'Custom Message';
export const CUSTOM_DISPLAY_NAME = 'custom';

export const cardTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  displayName: z.string(),
  publicFacingName: z.string(),
  /** True for the entry that carries a purchaser-written greeting. */
  customText: z.boolean(),
  anonymous: z.boolean(),
  header: z.string(),
  line1: z.nullable(z.string()),
  line2: z.nullable(z.string()),
  line3: z.nullable(z.string()),
  /** The card design (@littlegivers/design); absent from an API that does not send it yet. */
  designKey: z.optional(z.nullable(z.string())),
});
export type CardType = z.infer<typeof cardTypeSchema>;

export const cardTypeListSchema = z.array(cardTypeSchema);

/** Greetings for the dropdown: drops displayName 'custom' and the hidden 'Custom Message' entry. */
export function selectableCardTypes(cardTypes: readonly CardType[]): CardType[] {
  return cardTypes.filter(
    (cardType) =>
      cardType.displayName !== CUSTOM_DISPLAY_NAME && cardType.publicFacingName !== CUSTOM_MESSAGE_PUBLIC_NAME,
  );
}

/** The entry an order with a custom greeting refers to. */
export function customMessageCardType(cardTypes: readonly CardType[]): CardType | undefined {
  return cardTypes.find((cardType) => cardType.publicFacingName === CUSTOM_MESSAGE_PUBLIC_NAME);
}

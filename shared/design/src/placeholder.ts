/** The preview before the names are typed: "Happy Birthday, your child's name!", never a bare comma. */
import {
  type GreetingLines,
  type GreetingNames,
  type RenderedGreeting,
  renderGreeting,
  substitutePlaceholders,
} from '@littlegivers/shared/contract/greeting';

export const RECIPIENT_PLACEHOLDER = "your child's name";

/** The names as the preview shows them: an empty recipient becomes the placeholder. */
export function previewNames(names: GreetingNames): GreetingNames {
  const recipientName = (names.recipientName ?? '').trim();
  return { ...names, recipientName: recipientName === '' ? RECIPIENT_PLACEHOLDER : recipientName };
}

/** One greeting text with the names substituted, the placeholder standing in for an empty name. */
export function previewGreetingText(template: string, names: GreetingNames): string {
  return substitutePlaceholders(template, previewNames(names));
}

/** The whole greeting (shared renderGreeting) with the placeholder standing in for an empty name. */
export function previewGreeting(
  input: { customGreetingEnabled: boolean; customGreetingText?: string | null; greeting?: GreetingLines | null },
  names: GreetingNames,
): RenderedGreeting {
  return renderGreeting(input, previewNames(names));
}

/**
 * Greeting rendering rules shared by the card preview, the API and the print queue
 * (spec sections 2 and 9).
 */

export interface GreetingFont {
  fontSize: number;
  lineHeight: number;
}

/** A greeting chosen from the list is always printed at 32 / 44. */
export const FIXED_GREETING_FONT: GreetingFont = { fontSize: 32, lineHeight: 44 };
export const MAX_CUSTOM_GREETING_LENGTH = 135;
export const MAX_RECIPIENT_NAME_LENGTH = 21;
export const MAX_PURCHASER_NAME_LENGTH = 24;
/** Shown for an empty purchaser name. */
export const ANONYMOUS_PURCHASER = 'Someone';

/** What a greeting the purchaser writes holds of its own (a card type with `customText`): no header, no lines. */
export const WRITTEN_GREETING = {
  customText: true,
  anonymous: false,
  header: '',
  line1: null,
  line2: null,
  line3: null,
} as const;

/** Custom greeting font size by text length: <=36: 32, <=42: 26, <=76: 20, else 14; line height = size + 12. */
export function greetingFontSize(text: string): GreetingFont {
  const length = text.length;
  const fontSize = length <= 36 ? 32 : length <= 42 ? 26 : length <= 76 ? 20 : 14;
  return { fontSize, lineHeight: fontSize + 12 };
}

/** The font a stored greeting is printed in: the purchaser's own words by their length, a chosen greeting fixed. */
export function printedGreetingFont(header: string, custom: boolean): GreetingFont {
  return custom ? greetingFontSize(header) : FIXED_GREETING_FONT;
}

export interface GreetingNames {
  recipientName?: string | null;
  purchaserName?: string | null;
}

/** The purchaser as shown: an empty name becomes 'Someone'. */
export function displayPurchaserName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? ANONYMOUS_PURCHASER : trimmed;
}

/** Replaces {recipient_name} and {purchaser_name} in a greeting text. */
export function substitutePlaceholders(text: string, names: GreetingNames): string {
  return text
    .replace(/\{recipient_name\}/g, (names.recipientName ?? '').trim())
    .replace(/\{purchaser_name\}/g, displayPurchaserName(names.purchaserName));
}

export interface GreetingLines {
  header: string;
  line1?: string | null;
  line2?: string | null;
  line3?: string | null;
}

export interface RenderedGreeting {
  header: string;
  lines: string[];
  font: GreetingFont;
  custom: boolean;
}

/**
 * The greeting as the card shows it: the custom text when enabled, otherwise the chosen
 * greeting with names substituted.
 */
export function renderGreeting(
  input: { customGreetingEnabled: boolean; customGreetingText?: string | null; greeting?: GreetingLines | null },
  names: GreetingNames,
): RenderedGreeting {
  if (input.customGreetingEnabled) {
    const text = (input.customGreetingText ?? '').slice(0, MAX_CUSTOM_GREETING_LENGTH);
    return { header: text, lines: [], font: greetingFontSize(text), custom: true };
  }
  const greeting = input.greeting;
  if (!greeting) return { header: '', lines: [], font: FIXED_GREETING_FONT, custom: false };
  const lines = [greeting.line1, greeting.line2, greeting.line3]
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .map((line) => substitutePlaceholders(line, names));
  return { header: substitutePlaceholders(greeting.header, names), lines, font: FIXED_GREETING_FONT, custom: false };
}

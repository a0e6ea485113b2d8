/**
 * The texts of a print queue entry that go on paper, and which of their characters the print
 * fonts can show: the card font (Nunito, Latin subset) and the standard PDF fonts (Helvetica,
 * Courier: Windows-1252) cover Latin text only; a name or greeting with other characters needs a
 * TrueType font (`--font`, drawn instead for that card), otherwise the order is held back.
 */
import { missingGlyphs } from '@littlegivers/design/pdf';
import type { PrintQueueEntry } from '../print-queue';

/** Characters Windows-1252 (the standard fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters the print fonts cannot show: the card's Nunito (Latin subset) and the standard PDF fonts. */
export function unprintableCharacters(text: string): string[] {
  const bad = new Set<string>(missingGlyphs(text));
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
    if (!ok && char !== '\n') bad.add(char);
  }
  return [...bad];
}

/** Every text of an entry that goes on paper. */
export function printedTexts(entry: PrintQueueEntry): string[] {
  return [
    entry.greetingHeader,
    ...entry.greetingLines,
    entry.recipientName,
    entry.fromName,
    entry.shipTo.name,
    entry.shipTo.address1,
    entry.shipTo.address2 ?? '',
    entry.shipTo.city,
    entry.shipTo.state,
    entry.shipTo.zipcode,
    entry.shipTo.country,
    entry.package.name,
  ];
}

/** The ship-to address as printed on the packing list and the mailing label, one line each. */
export function shipToLines(entry: PrintQueueEntry): string[] {
  const ship = entry.shipTo;
  return [
    ship.name,
    ship.address1,
    ...(ship.address2 ? [ship.address2] : []),
    `${ship.city}, ${ship.state} ${ship.zipcode}`,
    ship.country.toUpperCase(),
  ];
}

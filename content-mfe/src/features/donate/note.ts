/** The donation note (spec 5): up to 1000 characters, longer input ignored, empty clears it. */
import { MAX_DONATION_MESSAGE_LENGTH } from '@littlegivers/shared/contract/schemas/donation';

export { MAX_DONATION_MESSAGE_LENGTH };

/** The note after an edit: the edit is ignored (the previous note kept) when it is too long. */
export function nextNote(previous: string, edited: string): string {
  return edited.length > MAX_DONATION_MESSAGE_LENGTH ? previous : edited;
}

/** What the donation request carries: null when the note is empty. */
export function noteToSend(note: string): string | null {
  return note === '' ? null : note;
}

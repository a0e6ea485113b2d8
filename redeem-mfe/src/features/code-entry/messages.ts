/** What step 1 says. `wrongCode` and `failed` are the spec's words (section 8), exactly. */
export const codeMessages = {
  wrongCode: "uh-oh!  that code didn't look right.  try again?",
  /** The code of a gift already given: trying again cannot help, the grown-up who gave it can. */
  spentCode: "this gift has already been opened! if you didn't open it, ask the grown-up who gave it to you.",
  failed: 'something went wrong.. please try again later',
  rateLimited:
    "whoa, that's a lot of tries! let's take a little break. please wait a few minutes, then try your code again. if it still doesn't work, ask a grown-up to help.",
} as const;

const dayFormat = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * A code nobody used for a whole year: its gift was donated to the backup charity in the child's
 * name. Said kindly: the gift is not lost, it already helps.
 */
export function givenToBackupMessage(gift: { charity: string; givenAt: string }): string {
  const day = new Date(gift.givenAt).toLocaleDateString('en-US', dayFormat);
  return `your gift already found a home! it waited a whole year for you, so on ${day} it was given to ${gift.charity} in your name. it is already helping. thank you for being a giver!`;
}

/** What step 1 says. `wrongCode` and `failed` are the spec's words (section 8), exactly. */
export const codeMessages = {
  wrongCode: "uh-oh!  that code didn't look right.  try again?",
  /** The code of a gift already given: trying again cannot help, the grown-up who gave it can. */
  spentCode: "this gift has already been opened! if you didn't open it, ask the grown-up who gave it to you.",
  failed: 'something went wrong.. please try again later',
  rateLimited:
    "whoa, that's a lot of tries! let's take a little break. please wait a few minutes, then try your code again. if it still doesn't work, ask a grown-up to help.",
} as const;

/** What step 1 says. The first two are the spec's words (section 8), exactly. */
export const codeMessages = {
  wrongCode: "uh-oh!  that code didn't look right.  try again?",
  failed: 'something went wrong.. please try again later',
  rateLimited:
    "whoa, that's a lot of tries! let's take a little break. please wait a few minutes, then try your code again. if it still doesn't work, ask a grown-up to help.",
} as const;

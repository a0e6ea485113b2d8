/** What step 3 says. The empty-category line is the spec's (section 2), exactly. */
export const charityMessages = {
  emptyCategory: "sorry! we're still working hard to find some charities that fit this category!",
  previewBlocked: 'this is only a preview, so donating is switched off. with a real gift code, you could pick one!',
  sending: (name: string) => `sending your gift to ${name}...`,
  failedTitle: "oh no! your gift didn't go through this time.",
  failedBody:
    "don't worry: nothing was lost, and your gift is still waiting for you. wait a moment, then press try again. if it keeps happening, ask a grown-up to email us at",
  confirmAmount: (amount: string, name: string) => `your $${amount} will go to ${name}`,
  learnMore: 'learn more',
  showFront: 'back to the picture',
  gateTitle: 'ask a grown-up first',
  gateText: 'this goes to another website, ask a grown-up before you go:',
  gateContinue: 'continue to the website',
  gateCancel: 'cancel',
  unavailableTitle: "we can't choose charities right now.",
  unavailableBody:
    'the list of charities is taking a little rest. your gift is safe and still waiting for you. wait a moment, then press try again.',
  unavailableRetry: 'try again',
  reloaded: 'good news: the charities are here now! pick the one you like best.',
  alreadyRedeemedTitle: 'this gift code has already been used.',
  alreadyRedeemedBody:
    'its gift has already been given to a charity, so there is nothing more to do with it. thank you for helping! if you think something is wrong, ask a grown-up to email us at',
} as const;

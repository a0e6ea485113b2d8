import { REACHED_WHEN } from './gift-timeline';

/**
 * What happens after a gift is bought, in the words the FAQ, the gift page, the mail and /impact
 * use: the schedule's defaults and the published rule of the default backup charity.
 */

/** The default backup charity's name as people see it. */
export const NEEDED_MOST = 'where it’s needed most';

/**
 * The published rule of "where it's needed most": the active charity that received least, by
 * amount, from children's choices and earlier backup gifts over the twelve months before the
 * backup gift (ties: the one whose name comes first alphabetically). A charity that received
 * nothing in that time counts as zero. `neededMost` in api/src/repositories/after-gift.ts applies it.
 */
export const NEEDED_MOST_RULE =
  'the active charity that received least, by amount, from children’s choices and earlier backup gifts over the twelve months before the backup gift is made (ties go to the charity whose name comes first alphabetically)';

/** The schedule's defaults (API configuration: AFTER_GIFT_*). */
export const AFTER_GIFT_DEFAULTS = {
  reminderDays: [30, 90],
  backupAfterDays: 365,
  noticeDaysBefore: 30,
} as const;

const [firstReminder, secondReminder] = AFTER_GIFT_DEFAULTS.reminderDays;

/**
 * The FAQ's answer to "Do gifts expire?" (HTML), written from the gift timeline's rule
 * (./gift-timeline.ts: when the year starts) and the schedule's defaults.
 */
export const GIFTS_EXPIRE_ANSWER =
  '<p>A gift is never kept by Little Givers. The child has one year to use its code, counted from the day the card reached them: ' +
  `${REACHED_WHEN.email}, ${REACHED_WHEN.mail}, or ${REACHED_WHEN.print}. ` +
  'An e-card sent again to a corrected address, or a card replaced with a new code, counts from the new card. ' +
  'A card that has not reached the child yet (an e-card waiting for its day) is never given away.</p>' +
  `<p>If the code has not been used ${firstReminder} days after the card reached the child, and again after ${secondReminder} days, we send a kind reminder, never to the child: to the grown-up who bought a mailed or print-at-home card, ` +
  'or to the grown-up who received the e-card (with its link). The person who bought it can turn the reminders off.</p>' +
  '<p>On the gift page the person who bought it can name a backup charity; without one, or if that charity no longer takes gifts, the backup is ' +
  `“${NEEDED_MOST}”: ${NEEDED_MOST_RULE}. ${AFTER_GIFT_DEFAULTS.noticeDaysBefore} days before the gift’s year is up, we tell the person who bought it, with the day. ` +
  'At one year, the gift is donated to the backup charity in the child’s name, counted in our payouts like any gift and marked as a backup gift. ' +
  'If the child enters the code after that, the kidspage tells them kindly where their gift went and when.</p>' +
  '<p>Every payout is listed on our <a href="/impact">impact page</a>.</p>';

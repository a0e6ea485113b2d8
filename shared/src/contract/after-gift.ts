/**
 * What happens after a gift is bought, in the words the FAQ, the gift page, the mail and /impact
 * use: the schedule's defaults and the published rule of the default backup charity.
 */

/** The default backup charity's name as people see it. */
export const NEEDED_MOST = 'where it’s needed most';

/**
 * The published rule of "where it's needed most": the active charity that children chose least,
 * by amount, over the twelve months before the day of the backup gift (ties: the one whose name
 * comes first alphabetically). A charity nobody chose in that time counts as zero.
 */
export const NEEDED_MOST_RULE =
  'the active charity that children chose least, by amount, over the twelve months before the day the backup gift is made (ties go to the charity whose name comes first alphabetically)';

/** The schedule's defaults (API configuration: AFTER_GIFT_*). */
export const AFTER_GIFT_DEFAULTS = {
  reminderDays: [30, 90],
  backupAfterDays: 365,
  noticeDaysBefore: 30,
} as const;

/** The FAQ's answer to "Do gifts expire?" (HTML). */
export const GIFTS_EXPIRE_ANSWER =
  '<p>A gift never expires for the child, and it is never kept by Little Givers. If the code has not been used after 30 days, and again after 90 days, we send a kind reminder to the grown-up who bought it (or to the grown-up who received the e-card), never to the child.</p>' +
  '<p>On the gift page the person who bought it can name a backup charity; without one, the backup is ' +
  `“${NEEDED_MOST}”: ${NEEDED_MOST_RULE}. One month before the gift turns one year old, we tell the person who bought it. ` +
  'At one year, the gift is donated to the backup charity in the child’s name, counted in our payouts like any gift and marked as a backup gift. ' +
  'If the child enters the code after that, the kidspage tells them kindly where their gift went and when.</p>' +
  '<p>Every payout is listed on our <a href="/impact">impact page</a>.</p>';

/** When and to whom an e-card goes, in words (the thank-you step, the purchaser's page). */

export interface EcardPlan {
  grownUpName: string;
  grownUpEmail: string;
  /** YYYY-MM-DD in `timeZone`. */
  sendOn: string;
  timeZone: string;
  /** ISO instant. */
  sendAt: string;
}

/** "Monday, December 25, 2026" for a YYYY-MM-DD day. */
export function longSendDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The sentence of a plan not sent yet: now (its time has come) or on its day at 8:00 there. */
export function ecardPlanSentence(plan: EcardPlan, now: Date = new Date()): string {
  const who = `${plan.grownUpName} at ${plan.grownUpEmail}`;
  if (new Date(plan.sendAt).getTime() <= now.getTime() + 60_000) return `We are emailing the card to ${who} now.`;
  const zone = plan.timeZone.replace(/_/g, ' ');
  return `We will email the card to ${who} on ${longSendDay(plan.sendOn)} at 8:00 in the morning (${zone} time).`;
}

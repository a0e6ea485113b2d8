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

/** True when the plan's time has come (within a minute): the card goes now. */
export function ecardSendsNow(plan: Pick<EcardPlan, 'sendAt'>, now: Date = new Date()): boolean {
  return new Date(plan.sendAt).getTime() <= now.getTime() + 60_000;
}

/** The sentence of a plan not sent yet: now (its time has come) or on its day at 8:00 there. */
export function ecardPlanSentence(plan: EcardPlan, now: Date = new Date()): string {
  const who = `${plan.grownUpName} at ${plan.grownUpEmail}`;
  if (ecardSendsNow(plan, now)) return `We are emailing the card to ${who} now.`;
  const zone = plan.timeZone.replace(/_/g, ' ');
  return `We will email the card to ${who} on ${longSendDay(plan.sendOn)} at 8:00 in the morning (${zone} time).`;
}

/** What a paid e-card is doing, after "your card is": going now, or waiting for its day. */
export function ecardPaidState(plan: EcardPlan, now: Date = new Date()): string {
  return ecardSendsNow(plan, now)
    ? `on its way to ${plan.grownUpName}`
    : `set to go to ${plan.grownUpName} on ${longSendDay(plan.sendOn)}`;
}

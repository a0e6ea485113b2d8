import { describe, expect, it } from 'vitest';
import { AFTER_GIFT_DEFAULTS, GIFTS_EXPIRE_ANSWER } from './after-gift';
import { dueAt, type GiftFacts, giftTimeline, REACHED_WHEN, reachedOf, reminderDaysOf } from './gift-timeline';

const DAY = 24 * 3600 * 1000;
const paidAt = new Date('2030-01-10T12:00:00Z');
const day = (n: number, from = paidAt) => new Date(from.getTime() + n * DAY);
const schedule = AFTER_GIFT_DEFAULTS;

describe('giftTimeline', () => {
  it('starts the year when the card reached the child, for each delivery', () => {
    expect(reachedOf({ delivery: 'print', paidAt })).toEqual({ at: paidAt, by: 'ready-to-print' });
    expect(reachedOf({ delivery: 'print', paidAt, reissuedAt: day(40) })).toEqual({
      at: day(40),
      by: 'ready-to-print',
    });
    expect(reachedOf({ delivery: 'print', paidAt, reissuedAt: day(-1) })?.at).toEqual(paidAt);
    expect(reachedOf({ delivery: 'mail', paidAt })).toBeNull();
    expect(reachedOf({ delivery: 'mail', paidAt, printedAt: day(2) })).toEqual({ at: day(2), by: 'mailed' });
    expect(reachedOf({ delivery: 'mail', paidAt, printedAt: day(2), shippedAt: day(3) })?.at).toEqual(day(3));
    expect(reachedOf({ delivery: 'email', paidAt, ecardSendAt: day(200) })).toBeNull();
    expect(reachedOf({ delivery: 'email', paidAt, ecardSentAt: day(200) })).toEqual({ at: day(200), by: 'emailed' });
  });

  it('counts reminders, the notice and the backup from when the card reached the child', () => {
    const sent = day(365);
    const timeline = giftTimeline({ delivery: 'email', paidAt, ecardSentAt: sent }, schedule);
    expect(timeline.reminders).toEqual([
      { day: 30, dueAt: day(30, sent) },
      { day: 90, dueAt: day(90, sent) },
    ]);
    expect(timeline.noticeAt).toEqual(day(335, sent));
    expect(timeline.backupAt).toEqual(day(365, sent));
    expect(timeline.expectedBackupAt).toEqual(day(365, sent));
    expect(timeline.open).toBe(true);
  });

  it('has no reminder, notice or backup for a card that has not reached the child, only an estimate', () => {
    const waiting: GiftFacts = { delivery: 'email', paidAt, ecardSendAt: day(365) };
    const timeline = giftTimeline(waiting, schedule);
    expect(timeline).toMatchObject({ reachedAt: null, reminders: [], noticeAt: null, backupAt: null });
    expect(timeline.expectedAt).toEqual(day(365));
    expect(timeline.expectedBackupAt).toEqual(day(730));
    for (const n of [30, 335, 365, 366, 729]) expect(dueAt(timeline, day(n))).toBeNull();
    const unmailed = giftTimeline({ delivery: 'mail', paidAt, mailBy: day(4) }, schedule);
    expect(unmailed.backupAt).toBeNull();
    expect(unmailed.expectedBackupAt).toEqual(day(369));
  });

  it('says which step is due at a moment, and none once the code is used', () => {
    const timeline = giftTimeline({ delivery: 'print', paidAt }, schedule);
    expect(dueAt(timeline, day(29))).toBeNull();
    expect(dueAt(timeline, day(30))).toEqual({ step: 'reminder', day: 30 });
    expect(dueAt(timeline, day(89))).toEqual({ step: 'reminder', day: 30 });
    expect(dueAt(timeline, day(90))).toEqual({ step: 'reminder', day: 90 });
    expect(dueAt(timeline, day(334))).toEqual({ step: 'reminder', day: 90 });
    expect(dueAt(timeline, day(335))).toEqual({ step: 'notice' });
    expect(dueAt(timeline, day(365))).toEqual({ step: 'backup' });
    const used = giftTimeline({ delivery: 'print', paidAt, redeemedAt: day(10) }, schedule);
    expect(used.chosenAt).toEqual(day(10));
    expect(used.backupGivenAt).toBeNull();
    expect(dueAt(used, day(400))).toBeNull();
    const given = giftTimeline({ delivery: 'print', paidAt, redeemedAt: day(365), backup: true }, schedule);
    expect(given).toMatchObject({ chosenAt: null, backupGivenAt: day(365), open: false });
  });

  it('drops reminders that would fall on or after the notice', () => {
    expect(reminderDaysOf({ reminderDays: [90, 14, 340], backupAfterDays: 365, noticeDaysBefore: 30 })).toEqual([
      14, 90,
    ]);
    // A reminder on the notice's own day says less than the notice: dropped too.
    expect(reminderDaysOf({ reminderDays: [30, 335], backupAfterDays: 365, noticeDaysBefore: 30 })).toEqual([30]);
  });

  it('says how the card reached the child, and names the payouts given', () => {
    expect(giftTimeline({ delivery: 'email', paidAt, ecardSentAt: day(3) }, schedule).reachedBy).toBe('emailed');
    expect(giftTimeline({ delivery: 'mail', paidAt, shippedAt: day(2) }, schedule).reachedBy).toBe('mailed');
    expect(giftTimeline({ delivery: 'print', paidAt }, schedule).reachedBy).toBe('ready-to-print');
    expect(giftTimeline({ delivery: 'mail', paidAt }, schedule).reachedBy).toBeNull();
    const paidOut = [{ payout: 7, paidOn: '2030-03-01', organization: 'Kids Read' }];
    expect(giftTimeline({ delivery: 'print', paidAt, redeemedAt: day(5), paidOut }, schedule).paidOut).toEqual(paidOut);
    expect(giftTimeline({ delivery: 'print', paidAt }, schedule).paidOut).toEqual([]);
  });

  it('reads a delivery it does not know as a card that has not reached the child, with no estimate', () => {
    const unknown = { delivery: 'pigeon', paidAt, mailBy: day(4), ecardSendAt: day(5) } as unknown as GiftFacts;
    expect(reachedOf(unknown)).toBeNull();
    expect(giftTimeline(unknown, schedule)).toMatchObject({
      reachedAt: null,
      reachedBy: null,
      expectedAt: null,
      expectedBackupAt: null,
      backupAt: null,
    });
  });

  it('is the rule the FAQ states', () => {
    for (const words of Object.values(REACHED_WHEN)) expect(GIFTS_EXPIRE_ANSWER).toContain(words);
    expect(GIFTS_EXPIRE_ANSWER).toContain('never given away');
  });
});

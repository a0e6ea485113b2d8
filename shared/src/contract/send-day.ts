/**
 * When an e-card goes: on the day the purchaser chooses ('send on', from today to one year ahead
 * in the chosen time zone), at 8:00 in the morning there; on today's date, at once. Pure functions
 * on the platform's time-zone data (Intl), the same in the browser and on the server.
 */

/** The local hour a future day's e-card goes at. */
export const ECARD_SEND_HOUR = 8;
/** The furthest day ahead: one year from today. */
export const MAX_DAYS_AHEAD = 366;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `timeZone` is an IANA time zone the platform knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or the server's) own time zone. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: Date, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = partsIn(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far ahead of UTC a time zone's clocks are at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** A day plus `days` (YYYY-MM-DD arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = DAY_PATTERN.exec(day) ?? [];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/**
 * The instant a wall-clock time on a day is in a time zone. A time skipped by a clock change is
 * taken as the same number of minutes after the change (as calendars do).
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const [, y, m, d] = DAY_PATTERN.exec(day) ?? [];
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d), hour);
  let instant = wall - offsetMs(new Date(wall), timeZone);
  // The offset at the guessed instant may differ (a change between the two); one correction settles it.
  const corrected = wall - offsetMs(new Date(instant), timeZone);
  if (corrected !== instant) instant = Math.max(instant, corrected);
  return new Date(instant);
}

/** The days an e-card may be sent on, seen from `now` in `timeZone`: today to one year ahead. */
export function sendOnRange(timeZone: string, now: Date = new Date()): { first: string; last: string } {
  const first = dayIn(now, timeZone);
  return { first, last: addDays(first, MAX_DAYS_AHEAD) };
}

/** True when `sendOn` is a day from today to one year ahead in `timeZone`. */
export function isSendOnAllowed(sendOn: string, timeZone: string, now: Date = new Date()): boolean {
  if (!isDay(sendOn) || !isTimeZone(timeZone)) return false;
  const { first, last } = sendOnRange(timeZone, now);
  return sendOn >= first && sendOn <= last;
}

/** When the e-card goes: today (in its zone) at once; a later day at 8:00 there. */
export function sendAtFor(sendOn: string, timeZone: string, now: Date = new Date()): Date {
  if (sendOn <= dayIn(now, timeZone)) return now;
  return zonedInstant(sendOn, ECARD_SEND_HOUR, timeZone);
}

import { describe, expect, it } from 'vitest';
import { dayIn, isSendOnAllowed, isTimeZone, sendAtFor, sendOnRange, zonedInstant } from './send-day';

describe('the e-card send day', () => {
  it('sends a later day at 8:00 local, in zones on both sides of UTC', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(sendAtFor('2026-06-10', 'America/Los_Angeles', now).toISOString()).toBe('2026-06-10T15:00:00.000Z');
    expect(sendAtFor('2026-06-10', 'America/New_York', now).toISOString()).toBe('2026-06-10T12:00:00.000Z');
    expect(sendAtFor('2026-06-10', 'Asia/Kolkata', now).toISOString()).toBe('2026-06-10T02:30:00.000Z');
    expect(sendAtFor('2026-06-10', 'Pacific/Auckland', now).toISOString()).toBe('2026-06-09T20:00:00.000Z');
    expect(sendAtFor('2026-06-10', 'UTC', now).toISOString()).toBe('2026-06-10T08:00:00.000Z');
  });

  it("sends today's date at once, and 'today' is the zone's date, not the server's", () => {
    // 03:00 UTC on June 2 is still June 1 in Los Angeles and already June 2 in Auckland.
    const now = new Date('2026-06-02T03:00:00Z');
    expect(dayIn(now, 'America/Los_Angeles')).toBe('2026-06-01');
    expect(sendAtFor('2026-06-01', 'America/Los_Angeles', now)).toEqual(now);
    expect(sendAtFor('2026-06-02', 'America/Los_Angeles', now).toISOString()).toBe('2026-06-02T15:00:00.000Z');
    expect(dayIn(now, 'Pacific/Auckland')).toBe('2026-06-02');
    expect(sendAtFor('2026-06-02', 'Pacific/Auckland', now)).toEqual(now);
  });

  it('keeps 8:00 local across the daylight-saving changes', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    // US clocks spring forward on 8 March 2026 and fall back on 1 November 2026.
    expect(sendAtFor('2026-03-07', 'America/New_York', now).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(sendAtFor('2026-03-08', 'America/New_York', now).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(sendAtFor('2026-10-31', 'America/New_York', now).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(sendAtFor('2026-11-01', 'America/New_York', now).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // Europe changes on 29 March 2026.
    expect(sendAtFor('2026-03-29', 'Europe/London', now).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // A wall time the change skips (2:00 on 8 March in New York) is taken after the change.
    expect(zonedInstant('2026-03-08', 2, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('allows today to one year ahead in the zone, real days and known zones only', () => {
    const now = new Date('2026-06-02T03:00:00Z');
    expect(sendOnRange('America/Los_Angeles', now)).toEqual({ first: '2026-06-01', last: '2027-06-02' });
    expect(isSendOnAllowed('2026-06-01', 'America/Los_Angeles', now)).toBe(true);
    expect(isSendOnAllowed('2026-06-01', 'Pacific/Auckland', now)).toBe(false);
    expect(isSendOnAllowed('2027-06-02', 'America/Los_Angeles', now)).toBe(true);
    expect(isSendOnAllowed('2027-06-03', 'America/Los_Angeles', now)).toBe(false);
    expect(isSendOnAllowed('2026-02-30', 'UTC', now)).toBe(false);
    expect(isSendOnAllowed('2026-06-10', 'Mars/Olympus', now)).toBe(false);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });
});

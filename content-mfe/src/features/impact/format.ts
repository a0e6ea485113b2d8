/** How the ledger writes its figures: dollars from cents, months and days in words. */
import { formatUsd } from '@littlegivers/shared/contract/money';

export function usd(cents: number): string {
  return formatUsd(cents / 100);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2027" for "2027-03". */
export function monthName(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** "Mar 2027" or "Jan – Mar 2027" / "Nov 2026 – Feb 2027" for a merged period. */
export function periodName(from: string, to: string): string {
  if (from === to) return monthName(from);
  const [fromYear] = from.split('-');
  const [toYear] = to.split('-');
  if (fromYear === toYear) return `${monthName(from).split(' ')[0]} – ${monthName(to)}`;
  return `${monthName(from)} – ${monthName(to)}`;
}

export function days(count: number | null): string {
  if (count === null) return '—';
  const rounded = Math.round(count * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

/** "Other charities" stands for the charities with fewer than three gifts in all, shown together. */
export function charityName(name: string | null): string {
  return name ?? 'Other charities (fewer than three gifts each)';
}

/** "Nov 28, 2026, 14:32 UTC" for an ISO instant: how fresh the figures are. */
export function asOf(iso: string): string {
  const at = new Date(iso);
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}, ${time} UTC`;
}

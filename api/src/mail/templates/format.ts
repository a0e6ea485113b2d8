/** Formatting shared by the templates: dollars from cents, dates in words, the acknowledgment wording. */
import { formatUsd } from '@littlegivers/shared/contract/money';
import type { Acknowledgment } from '../config';

export function usd(cents: number): string {
  return formatUsd(cents / 100);
}

/** Made once (toLocaleDateString builds a new formatter on every call). */
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Monday, November 23, 2026" for an ISO date or timestamp (UTC day). */
export function longDate(iso: string): string {
  return longDateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The two sentences of the written acknowledgment, with the deductible amount filled in. */
export function acknowledgmentText(
  ack: Acknowledgment,
  deductibleCents: number,
): { statement: string; deductible: string } {
  const values = { orgName: ack.orgName, ein: ack.ein, amount: usd(deductibleCents) };
  return { statement: fill(ack.statement501c3, values), deductible: fill(ack.deductibleStatement, values) };
}

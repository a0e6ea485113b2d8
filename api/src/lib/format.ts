/** Output helpers shared by the operator commands: aligned tables, CSV, money, dates, periods. */
import { formatUsd } from '@littlegivers/shared/contract/money';
import { OpsError } from './ops-error';

export type Cell = string | number | boolean | null | undefined;

function text(value: Cell): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A plain-text table with a header row and columns padded to their widest cell. */
export function table(headers: string[], rows: Cell[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(text))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(cells[0] ?? []), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n')}\n`;
}

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvCell(value: Cell): string {
  const raw = text(value);
  const safe = /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csv(headers: string[], rows: Cell[][]): string {
  return `${[headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** Cents as dollars with two decimals, exact (no floating point). */
/** Money as the product writes it: "$1,234.50", a negative "-$100.00". */
export function usdOfCents(cents: number): string {
  return formatUsd(cents / 100);
}

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function isoDate(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 10) : '';
}

export function isoMinute(date: Date | null | undefined): string {
  return date ? `${date.toISOString().slice(0, 16).replace('T', ' ')}Z` : '';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A period boundary. A date alone (YYYY-MM-DD) is a UTC day: `from` starts at its midnight and a
 * `to` date includes the whole day. A full ISO timestamp (with Z or an offset) is used as is,
 * `to` exclusive.
 */
export function parseBoundary(value: string | undefined, name: 'from' | 'to'): Date {
  if (!value) throw new OpsError(`--${name} is required (YYYY-MM-DD or an ISO timestamp)`);
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
      throw new OpsError(`--${name}: not a date: ${value}`);
    return name === 'to' ? new Date(date.getTime() + 24 * 3600 * 1000) : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value))
    throw new OpsError(`--${name}: use YYYY-MM-DD or an ISO timestamp with a time zone (Z or ±hh:mm): ${value}`);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new OpsError(`--${name}: not a timestamp: ${value}`);
  return date;
}

/** `6m`, `90d`, `2w`, `1y` → the instant that long before `now` (months and years by the calendar, UTC). */
export function parseAge(value: string, now: Date): Date {
  const match = /^(\d+)\s*(d|w|m|y)$/i.exec(value.trim());
  if (!match) throw new OpsError(`--older-than: use a number and a unit d, w, m or y (e.g. 90d, 6m, 1y): ${value}`);
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'd').toLowerCase();
  const date = new Date(now.getTime());
  if (unit === 'd') date.setUTCDate(date.getUTCDate() - amount);
  else if (unit === 'w') date.setUTCDate(date.getUTCDate() - 7 * amount);
  else if (unit === 'm') date.setUTCMonth(date.getUTCMonth() - amount);
  else date.setUTCFullYear(date.getUTCFullYear() - amount);
  return date;
}

export function wholeDaysBetween(earlier: Date, later: Date): number {
  return Math.floor((later.getTime() - earlier.getTime()) / (24 * 3600 * 1000));
}

export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (value !== undefined && (allowed as readonly string[]).includes(value)) return value as T;
  throw new OpsError(`--${name} must be one of ${allowed.join(', ')}${value === undefined ? '' : ` (got ${value})`}`);
}

/** Order identifiers as typed: trimmed, upper-cased (LG-XXXXXXXXXX). */
export function normalizeOrderIdentifier(value: string): string {
  return value.trim().toUpperCase();
}

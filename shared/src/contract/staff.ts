/**
 * The staff console's roles, its API path and CSRF header, and the session it reads: plain
 * values, no zod (the console imports this; the request schemas are in schemas/staff.ts).
 */

export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where every staff API route lives (the session cookie's path). */
export const STAFF_API_PATH = '/api/staff';
/** The header every staff write carries (the session's CSRF token). */
export const CSRF_HEADER = 'x-csrf-token';

/** The signed-in person, as GET /api/staff/session answers. */
export interface StaffSessionInfo {
  email: string;
  role: StaffRole;
  method: 'link' | 'passkey';
  csrfToken: string;
  passkeys: number;
}

/** What a role may do (the console hides what it may not; the API refuses it either way). */
export const ROLE_RANK: Record<StaffRole, number> = { viewer: 1, operator: 2, admin: 3 };
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[needed];
}

/** A charity's share of a payout period (GET /api/staff/payouts). */
export interface PayoutOrganizationTotal {
  organizationName: string;
  ein: string | null;
  giftCount: number;
  totalCents: number;
  toPayCents: number;
}

/** A payout period's reconciliation (GET /api/staff/payouts): gifts per charity, checked to the cent. */
export interface PayoutPeriodTotals {
  redeemedCodes: number;
  redeemedCodesCents: number;
  rowsCents: number;
  capturedGiftCents: number;
  toPayCents: number;
  alreadyPaidCents: number;
  differences: string[];
  reconciled: boolean;
}

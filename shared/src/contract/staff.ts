/**
 * The staff console's roles, its API path and CSRF header, and the session it reads: plain
 * values, no zod (the request schemas are in schemas/staff.ts, the answers' in schemas/staff-answers.ts).
 */

export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where every staff API route lives (the session cookie's path). */
export const STAFF_API_PATH = '/api/staff';
/** The header every staff write carries (the session's CSRF token). */
export const CSRF_HEADER = 'x-csrf-token';

/** The files of a print batch (`ops print`, the console's print screen). */
export const PRINT_FILES = ['cards.pdf', 'packing-list.pdf', 'mailing-labels.pdf', 'manifest.json'] as const;

/** The answers' types (their schemas are in schemas/staff-answers.ts; a type import adds no zod). */
export type {
  PayoutOrganizationTotal,
  PayoutPeriodTotals,
  StaffSessionInfo,
} from './schemas/staff-answers';

/** What a role may do (the console hides what it may not; the API refuses it either way). */
export const ROLE_RANK: Record<StaffRole, number> = { viewer: 1, operator: 2, admin: 3 };
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[needed];
}

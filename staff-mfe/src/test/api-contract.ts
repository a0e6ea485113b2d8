/**
 * staff-mfe's contract with the API: the staff requests the console makes and the answers it relies
 * on. Component tests run against a Pact mock server answering these
 * (shared/src/testing/pact/api-pact.ts), the browser holding the session cookie a sign-in set
 * (`signedIn`); the API verifies the same interactions with the provider states named here
 * (api/test/pact/staff-states.ts), which sign an account of the role in through its e-mailed link
 * and hand over its cookie and CSRF token.
 */
import { CSRF_HEADER, type StaffRole } from '@littlegivers/shared/contract/staff';
import {
  type ApiInteraction,
  apiPact,
  fromState,
  isoDateTime,
  listContaining,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';

const { eachLike, integer, like } = MatchersV3;

export const api = apiPact('staff-mfe');

/** The session cookie the browser holds in these tests (HttpOnly: the console never reads it). */
const EXAMPLE_COOKIE = 'lg_staff=example-session';
/** The CSRF token the example session answers, and the console sends back on every write. */
const EXAMPLE_CSRF = 'example-csrf-token';

/** What the browser holds once signed in: the second argument of `api.verify`. */
export const signedIn = { cookie: EXAMPLE_COOKIE };

/** The provider state of an account of `role` signed in (its cookie and CSRF token come from it). */
export const signedInState = (role: StaffRole) => ({ name: `a staff ${role} signed in` });

/** The request headers of a signed-in read: the session cookie (the API's own, when it verifies). */
export const sessionCookie = { cookie: fromState(':staffCookie', EXAMPLE_COOKIE) };

/** The request headers of a signed-in write: the cookie and the session's CSRF token. */
export const sessionWrite = { ...sessionCookie, [CSRF_HEADER]: fromState(':csrfToken', EXAMPLE_CSRF) };

/** GET /staff/session with no session: 401, and the console shows its sign-in screen. */
export const signedOutSession: ApiInteraction = {
  description: 'a request for the staff session, signed out',
  request: { method: 'GET', path: '/staff/session' },
  response: { status: 401, body: { message: like('Please sign in.') } },
};

/** GET /staff/session, signed in as `role` through an e-mailed link. */
export function sessionOf(role: StaffRole): ApiInteraction {
  return {
    description: `a request for the staff session, signed in as ${role}`,
    states: [signedInState(role)],
    request: { method: 'GET', path: '/staff/session', headers: sessionCookie },
    response: {
      status: 200,
      body: {
        email: like(`${role}@staff.example`),
        role,
        method: like('link'),
        csrfToken: like(EXAMPLE_CSRF),
        passkeys: integer(0),
      },
    },
  };
}

/** GET /staff/dashboard: the day at a glance, as `role` (`example`: the figures the test shows). */
export function dashboardOf(
  role: StaffRole,
  example: {
    today: { orders: number; totalCents: number };
    printQueue: number;
    unshipped: number;
    unopened: { count: number; totalCents: number };
    failedMessages: number;
  },
): ApiInteraction {
  return {
    description: `a request for the dashboard, signed in as ${role}`,
    states: [signedInState(role)],
    request: { method: 'GET', path: '/staff/dashboard', headers: sessionCookie },
    response: { status: 200, body: like(example) },
  };
}

/** A greeting as the console's content screens list it (`designKey`: the card design it is drawn in). */
export interface GreetingRow {
  id: number;
  name: string;
  displayName: string;
  publicFacingName: string;
  customText: boolean;
  anonymous: boolean;
  header: string;
  line1: string;
  line2: string | null;
  line3: string | null;
  sortOrder: number;
  designKey: string;
}

/** The provider state of the content tests: an admin signed in, and a greeting they added, then edited. */
const greetingEdited = { name: 'a staff admin signed in, with a greeting added and edited' };

/** A content path of the state's greeting (`:greetingId`, the API's own when it verifies), below /staff/content/greetings. */
const greetingPath = (rest: string, exampleId: number) =>
  fromState(`/staff/content/greetings/:greetingId${rest}`, `/staff/content/greetings/${exampleId}${rest}`, {
    path: true,
  });

/** GET /staff/content/greetings: every greeting, among them one like `greeting`. */
export function greetingsListed(greeting: GreetingRow): ApiInteraction {
  return {
    description: 'a request for the greetings, as content',
    states: [greetingEdited],
    request: { method: 'GET', path: '/staff/content/greetings', headers: sessionCookie },
    response: { status: 200, body: listContaining([greeting]) },
  };
}

/** A version of a content row as the console lists it. */
export interface ContentVersion {
  version: number;
  at: string;
  by: string;
  action: string;
  restoredVersion: number | null;
  changed: string[];
  before: object | null;
  after: object | null;
}

/** A version as a history answer has it: an ISO instant, and a list of the fields it changed. */
const versionLike = ({ at, changed, ...rest }: ContentVersion) => ({
  ...rest,
  at: isoDateTime(at),
  changed: eachLike(changed[0] ?? 'id'),
});

/** GET …/greetings/:id/history: the greeting's versions, newest first (an edit, then its addition). */
export function greetingHistory(id: number, [edited, added]: [ContentVersion, ContentVersion]): ApiInteraction {
  return {
    description: "a request for a greeting's versions, edited once after it was added",
    states: [greetingEdited],
    request: { method: 'GET', path: greetingPath('/history', id), headers: sessionCookie },
    response: { status: 200, body: listLike([versionLike(edited), versionLike(added)]) },
  };
}

/** POST …/greetings/:id: the greeting saved as the form sends it; the answer is the saved row and its version. */
export function greetingSaved(id: number, item: Omit<GreetingRow, 'id'>): ApiInteraction {
  return {
    description: 'an edit of a greeting, saved',
    states: [greetingEdited],
    request: { method: 'POST', path: greetingPath('', id), headers: sessionWrite, body: { item } },
    response: {
      status: 200,
      body: { item: like({ ...item, id }), version: integer(3), contentVersion: integer(9) },
    },
  };
}

/** POST …/greetings/:id/undo: back to the version the greeting was added as (`:addedVersion`). */
export function greetingUndone(id: number, addedVersion: number, item: GreetingRow): ApiInteraction {
  return {
    description: 'an undo of a greeting to the version it was added as',
    states: [greetingEdited],
    request: {
      method: 'POST',
      path: greetingPath('/undo', id),
      headers: sessionWrite,
      body: { version: fromState(':addedVersion', addedVersion) },
    },
    response: { status: 200, body: { item: like(item), version: integer(3), contentVersion: integer(9) } },
  };
}

/** The provider state of the FAQ test: an admin signed in, and an FAQ answer they added. */
const faqAdded = { name: 'a staff admin signed in, with an FAQ answer added' };

/** An FAQ answer as the console lists it. */
export interface FaqRow {
  id: number;
  heading: string;
  text: string;
  sortOrder: number;
}

/** GET /staff/content/faq: every answer, among them one like `faq`. */
export function faqListed(faq: FaqRow): ApiInteraction {
  return {
    description: 'a request for the FAQ, as content',
    states: [faqAdded],
    request: { method: 'GET', path: '/staff/content/faq', headers: sessionCookie },
    response: { status: 200, body: listContaining([faq]) },
  };
}

/** GET …/faq/:id/history: the answer's one version, its addition. */
export function faqHistory(id: number, added: ContentVersion): ApiInteraction {
  return {
    description: "a request for an FAQ answer's versions, just added",
    states: [faqAdded],
    request: {
      method: 'GET',
      path: fromState('/staff/content/faq/:faqId/history', `/staff/content/faq/${id}/history`, { path: true }),
      headers: sessionCookie,
    },
    response: { status: 200, body: listLike([versionLike(added)]) },
  };
}

/** A package as the console's content screens list it. */
export interface PackageRow {
  id: number;
  name: string;
  publicFacingName: string;
  description: string;
  tracked: boolean;
  cost: number;
  delivery: string;
  active: boolean;
}

/** The provider state of a refusal: an admin signed in, and one package offered, one they added. */
const onePackageOffered = { name: 'a staff admin signed in, with one package offered, added by them' };

const packagePath = (exampleId: number, rest = '') =>
  fromState(`/staff/content/packages/:packageId${rest}`, `/staff/content/packages/${exampleId}${rest}`, {
    path: true,
  });

/** GET /staff/content/packages: every package, among them the one offered, like `offered`. */
export function packagesListed(offered: PackageRow): ApiInteraction {
  return {
    description: 'a request for the packages, as content, one offered',
    states: [onePackageOffered],
    request: { method: 'GET', path: '/staff/content/packages', headers: sessionCookie },
    response: { status: 200, body: listContaining([offered]) },
  };
}

/** GET …/packages/:id/history: the offered package's one version, its addition. */
export function packageHistory(id: number, added: ContentVersion): ApiInteraction {
  return {
    description: "a request for the offered package's versions",
    states: [onePackageOffered],
    request: { method: 'GET', path: packagePath(id, '/history'), headers: sessionCookie },
    response: { status: 200, body: listLike([versionLike(added)]) },
  };
}

/**
 * POST …/packages/:id with `active: false` for the last package offered: refused (422) by a rule of
 * the whole content, and nothing saved. The console relies on the message; the field the API may
 * name besides (`fields`) is not asked for, so a released API that names none still serves it.
 */
export function lastPackageWithdrawalRefused(id: number, item: Omit<PackageRow, 'id'>): ApiInteraction {
  return {
    description: 'an edit withdrawing the last package offered, refused',
    states: [onePackageOffered],
    request: { method: 'POST', path: packagePath(id), headers: sessionWrite, body: { item } },
    response: {
      status: 422,
      body: { message: like('Nothing was saved: packages: at least one package must be active') },
    },
  };
}

/** The order number of the group card the order screen's tests open (the API's own when it verifies). */
export const GROUP_ORDER = 'LG-GROUPCARD1';

/** A cancelled group card (one part refunded, cancelled by `ops groups cancel`), `role` signed in. */
const cancelledGroupState = (role: StaffRole) => ({ name: `a staff ${role} signed in, with a cancelled group card` });

/** GET /staff/orders/:identifier of a group card that never went: no paid order (404). */
export function unpaidGroupOrder(role: StaffRole): ApiInteraction {
  return {
    description: `a request for the order of a cancelled group card, signed in as ${role}`,
    states: [cancelledGroupState(role)],
    request: {
      method: 'GET',
      path: fromState('/staff/orders/:orderIdentifier', `/staff/orders/${GROUP_ORDER}`, {
        path: true,
        regex: '/staff/orders/[^/]+',
      }),
      headers: sessionCookie,
    },
    response: { status: 404, body: { message: like('No paid order with that number') } },
  };
}

/** GET /staff/orders/:identifier/group: the parts, refunds and audit records; names and e-mails for operators. */
export function groupOfOrder(role: StaffRole): ApiInteraction {
  const personalData = role !== 'viewer';
  return {
    description: `a request for a cancelled group card, signed in as ${role}`,
    states: [cancelledGroupState(role)],
    request: {
      method: 'GET',
      path: fromState('/staff/orders/:orderIdentifier/group', `/staff/orders/${GROUP_ORDER}/group`, {
        path: true,
        regex: '/staff/orders/[^/]+/group',
      }),
      headers: sessionCookie,
    },
    response: {
      status: 200,
      body: like({
        orderIdentifier: GROUP_ORDER,
        state: 'cancelled',
        closesAt: isoDateTime('2026-12-06T13:00:00.000Z'),
        closedAt: isoDateTime('2026-11-29T10:05:00.000Z'),
        countedCents: 0,
        postage: null,
        contributions: listLike([
          {
            amountCents: 2500,
            status: 'refunded',
            paidAt: isoDateTime('2026-11-29T10:00:00.000Z'),
            refundedAt: isoDateTime('2026-11-29T10:05:00.000Z'),
            refundReason: 'cancelled',
            ...(personalData ? { name: 'Grandma', email: 'grandma@example.com' } : {}),
          },
        ]),
        audit: listLike([
          {
            at: isoDateTime('2026-11-29T10:05:00.000Z'),
            action: 'groups.cancel',
            target: GROUP_ORDER,
            outcome: 'ok',
            ...(personalData ? { staffEmail: 'ops (command line)' } : {}),
          },
        ]),
      }),
    },
  };
}

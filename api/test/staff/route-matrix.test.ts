/**
 * The authorization matrix, generated from the route table: for every staff route, 401 without a
 * session, 403 for the role below its own, and (writes) 403 without or with a wrong CSRF token
 * and from another site's Origin; a numeric id past the database column's range is a 400 before any
 * query. A route can only be added through the table (the API refuses to
 * start otherwise), so a new route is in this matrix the moment it exists.
 */
import { STAFF_ROLES, type StaffRole } from '@littlegivers/shared/contract/schemas/staff';
import type { FastifyInstance } from 'fastify';
import { staffApi } from '../../src/staff/plugin';
import { staffRouteTable } from '../../src/staff/route-table';
import { buildTestApp, type TestApp } from '../helpers';
import { ORIGIN, type SignedIn, signedInAs } from './staff-helpers';

let t: TestApp;
const as = {} as Record<StaffRole, SignedIn>;

beforeAll(async () => {
  t = await buildTestApp({ env: { STAFF_SIGN_IN_LIMIT: '1000' } });
  for (const role of STAFF_ROLES) as[role] = await signedInAs(t.app, role);
});
afterAll(() => t.close());

/** A concrete URL for a row (path parameters filled with plausible values). */
function urlOf(path: string): string {
  return `/api/staff${path
    .replace(':identifier', 'LG-AAAAAAAAAA')
    .replace(':kind', 'greetings')
    .replace(':id', '999999')
    .replace(':batch', '2026-01-01T00-00-00-000Z')
    .replace(':file', 'manifest.json')}`;
}

const protectedRows = staffRouteTable.filter((row) => row.role !== 'public');
const writes = staffRouteTable.filter((row) => row.method !== 'GET');
const below: Partial<Record<StaffRole, StaffRole>> = { operator: 'viewer', admin: 'operator' };

it('serves every row of the table', () => {
  for (const row of staffRouteTable)
    expect(t.app.hasRoute({ method: row.method, url: `/api/staff${row.path}` })).toBe(true);
});

describe.each(protectedRows.map((row) => [`${row.method} ${row.path} (${row.role})`, row] as const))(
  '%s',
  (_name, row) => {
    it('is 401 without a session, and with a made-up one', async () => {
      const bare = await t.app.inject({ method: row.method, url: urlOf(row.path), headers: { origin: ORIGIN } });
      expect(bare.statusCode).toBe(401);
      const forged = await t.app.inject({
        method: row.method,
        url: urlOf(row.path),
        headers: { origin: ORIGIN, cookie: 'lg_staff=made-up-session-token', 'x-csrf-token': 'x' },
      });
      expect(forged.statusCode).toBe(401);
    });

    const lower = below[row.role as StaffRole];
    if (lower) {
      it(`is 403 for ${lower}`, async () => {
        const response = await (await signedInAs(t.app, lower)).request({
          method: row.method,
          url: urlOf(row.path),
          payload: row.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/role/);
      });
    }

    it(`is not refused for ${row.role}`, async () => {
      const response = await (await signedInAs(t.app, row.role as StaffRole)).request({
        method: row.method,
        url: urlOf(row.path),
        payload: row.method === 'GET' ? undefined : {},
      });
      expect([401, 403]).not.toContain(response.statusCode);
    });
  },
);

describe.each(writes.map((row) => [`${row.method} ${row.path} (${row.role})`, row] as const))(
  'CSRF: %s',
  (_name, row) => {
    const role: StaffRole = row.role === 'public' ? 'admin' : row.role;
    if (row.role !== 'public') {
      it('is 403 without the CSRF token, and with a wrong one', async () => {
        const own = await signedInAs(t.app, role);
        const missing = await own.request({ method: row.method, url: urlOf(row.path), payload: {}, csrf: false });
        expect(missing.statusCode).toBe(403);
        expect(missing.json().message).toMatch(/CSRF/);
        const wrong = await own.request({
          method: row.method,
          url: urlOf(row.path),
          payload: {},
          csrf: 'not-the-token',
        });
        expect(wrong.statusCode).toBe(403);
        const otherSession = await own.request({
          method: row.method,
          url: urlOf(row.path),
          payload: {},
          csrf: as[role === 'admin' ? 'viewer' : 'admin'].csrfToken,
        });
        expect(otherSession.statusCode).toBe(403);
      });
    }
    it("is 403 from another site's Origin", async () => {
      const response = await (await signedInAs(t.app, role)).request({
        method: row.method,
        url: urlOf(row.path),
        payload: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
    });
  },
);

describe.each(
  protectedRows.filter((row) => /:id(\/|$)/.test(row.path)).map((row) => [`${row.method} ${row.path}`, row] as const),
)('ids: %s', (_name, row) => {
  it.each(['2147483648', '9223372036854775808', '0', '1.5'])('is 400 for the id %s, before any query', async (id) => {
    const response = await as[row.role as StaffRole].request({
      method: row.method,
      url: urlOf(row.path).replace('999999', id),
      payload: row.method === 'GET' ? undefined : {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/whole number from 1 to 2147483647/);
  });
});

it('refuses to start when a staff route is added outside the table', async () => {
  const { default: Fastify } = await import('fastify');
  const app: FastifyInstance = Fastify();
  app.decorate('config', t.app.config);
  const started = (async () => {
    await app.register(async (scope) => {
      await staffApi(scope);
      scope.get('/sneaky', async () => ({ ok: true }));
    });
    await app.ready();
  })();
  await expect(started).rejects.toThrow(/GET \/sneaky: a staff route must be declared in staff\/route-table.ts/);
  await app.close().catch(() => {});
});

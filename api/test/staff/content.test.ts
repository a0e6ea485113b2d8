/**
 * Content in the staff console: every kind listed; an edit checked by the shared schemas (field by
 * field, nothing changed when refused), applied as the content import applies a file, recorded as
 * a version (who, when, before and after) and in the audit trail; undo to a version (a new version
 * itself); and the public content routes answering the change at once (the cache is dropped, not
 * waited out: the version poll is set to ten minutes here).
 */
import { CONTENT_KINDS } from '@littlegivers/shared/contract/schemas/staff-content';
import { exportContent } from '../../src/services/content-import-export';
import { buildTestApp, type TestApp } from '../helpers';
import { type SignedIn, signedInAs } from './staff-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ env: { CONTENT_VERSION_CHECK_MS: '600000' } });
  admin = await signedInAs(t.app, 'admin');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const list = async (kind: string) =>
  (await admin.request({ method: 'GET', url: `/api/staff/content/${kind}` })).json() as Row[];
const edit = (kind: string, id: number, item: Record<string, unknown>) =>
  admin.request({ method: 'POST', url: `/api/staff/content/${kind}/${id}`, payload: { item } });
const withoutId = ({ id: _id, ...row }: Row) => row;
const publicGreeting = async (id: number) =>
  ((await t.app.inject({ method: 'GET', url: '/api/cardtype' })).json() as Row[]).find((row) => row.id === id);

describe('content kinds', () => {
  it.each(CONTENT_KINDS)('lists %s as the content document holds them', async (kind) => {
    const rows = await list(kind);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(typeof row.id).toBe('number');
  });

  it('lists packages with their cost in dollars and whether they are offered', async () => {
    const standard = (await list('packages')).find((row) => row.id === 1);
    expect(standard).toMatchObject({ name: 'standard', cost: 2, active: true });
  });
});

describe('editing a greeting', () => {
  it('shows on the public site at once, is a version of the greeting and is in the audit trail', async () => {
    const before = await publicGreeting(1);
    expect(before).toBeDefined(); // the public answer is now cached
    const greeting = (await list('greetings')).find((row) => row.id === 1) as Row;
    const response = await edit('greetings', 1, {
      ...withoutId(greeting),
      header: 'Happy Birthday to you, {recipient_name}!',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      item: { id: 1, header: 'Happy Birthday to you, {recipient_name}!' },
      version: 1,
    });
    expect(await publicGreeting(1)).toMatchObject({ header: 'Happy Birthday to you, {recipient_name}!' });

    const history = (await admin.request({ method: 'GET', url: '/api/staff/content/greetings/1/history' })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      version: 1,
      by: admin.email,
      action: 'edit',
      changed: ['header'],
      before: { header: greeting.header },
      after: { header: 'Happy Birthday to you, {recipient_name}!' },
    });
    const [audit] = (await admin.request({ method: 'GET', url: '/api/staff/audit' })).json();
    expect(audit).toMatchObject({
      action: 'content.edit',
      target: 'greetings 1',
      outcome: 'ok',
      before: { header: greeting.header },
      after: { header: 'Happy Birthday to you, {recipient_name}!' },
    });
  });

  it('refuses a bad edit field by field and changes nothing', async () => {
    const greeting = (await list('greetings')).find((row) => row.id === 2) as Row;
    const response = await edit('greetings', 2, { ...withoutId(greeting), name: '  ', designKey: 'polka-dots' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.fields.name).toBe('must not be empty');
    expect(body.fields.designKey).toMatch(/^unknown card design "polka-dots"; one of: /);
    expect((await list('greetings')).find((row) => row.id === 2)).toEqual(greeting);
    expect((await admin.request({ method: 'GET', url: '/api/staff/content/greetings/2/history' })).json()).toEqual([]);
    const [audit] = (await admin.request({ method: 'GET', url: '/api/staff/audit' })).json();
    expect(audit).toMatchObject({
      action: 'content.edit',
      target: 'greetings 2',
      outcome: expect.stringMatching(/^refused/),
    });
  });

  it('refuses a NUL or a lone surrogate in any text field and a cost past the column, by field', async () => {
    const greeting = (await list('greetings')).find((row) => row.id === 1) as Row;
    for (const [field, value] of [
      ['header', 'Happy\u0000Birthday'],
      ['name', 'birthday\ud800'],
      ['line1', '\u0000'],
    ] as const) {
      const response = await edit('greetings', 1, { ...withoutId(greeting), [field]: value });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(response.json().fields).toEqual({
        [field]: 'Please remove control characters or broken symbols from this text',
      });
    }
    const standard = (await list('packages')).find((row) => row.id === 1) as Row;
    for (const cost of [1e12, 21474837, 1000.01]) {
      const response = await edit('packages', 1, { ...withoutId(standard), cost });
      expect(response.statusCode, `${cost}: ${response.body}`).toBe(422);
      expect(response.json().fields).toEqual({ cost: 'at most $1000' });
    }
    expect((await edit('packages', 1, { ...withoutId(standard), cost: 1000 })).statusCode).toBe(200);
    expect((await edit('packages', 1, withoutId(standard))).statusCode).toBe(200);
  });

  it('refuses what the whole content forbids, naming the field (the last active package)', async () => {
    const packages = await list('packages');
    for (const row of packages.filter((pkg) => pkg.active && pkg.id !== 1))
      expect((await edit('packages', row.id, { ...withoutId(row), active: false })).statusCode).toBe(200);
    const standard = packages.find((row) => row.id === 1) as Row;
    const response = await edit('packages', 1, { ...withoutId(standard), active: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/at least one package must be active/);
    expect(response.json().fields).toEqual({ active: 'at least one package must be active' });
    for (const row of packages) await edit('packages', row.id, withoutId(row));
    expect(await list('packages')).toEqual(packages);
  });

  it('refuses the last greeting for custom messages turned off, naming customText', async () => {
    const greetings = await list('greetings');
    const custom = greetings.filter((row) => row.customText);
    const [last, ...others] = custom;
    for (const row of others)
      expect((await edit('greetings', row.id, { ...withoutId(row), customText: false })).statusCode).toBe(200);
    const response = await edit('greetings', (last as Row).id, { ...withoutId(last as Row), customText: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      customText: 'one entry with "customText": true is needed for custom greetings',
    });
    for (const row of custom) await edit('greetings', row.id, withoutId(row));
    expect(await list('greetings')).toEqual(greetings);
  });

  it('saving it unchanged records no version', async () => {
    const faq = (await list('faq'))[0] as Row;
    const response = await edit('faq', faq.id, withoutId(faq));
    expect(response.json()).toMatchObject({ version: null });
    expect((await admin.request({ method: 'GET', url: `/api/staff/content/faq/${faq.id}/history` })).json()).toEqual(
      [],
    );
  });

  it('saving a greeting with nothing changed (its fields in any order, a blank line as null) records no version and says so', async () => {
    const historyOf = async (id: number) =>
      (await admin.request({ method: 'GET', url: `/api/staff/content/greetings/${id}/history` })).json();
    for (const greeting of await list('greetings')) {
      const versionsBefore = await historyOf(greeting.id);
      const reordered = Object.fromEntries(
        Object.entries(withoutId(greeting))
          .reverse()
          .map(([key, value]) => [key, value === null ? '' : value]),
      );
      const response = await edit('greetings', greeting.id, reordered);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ version: null, message: expect.stringContaining('Nothing changed') });
      expect(await historyOf(greeting.id)).toEqual(versionsBefore);
    }
  });
});

describe('undo', () => {
  it('puts a charity back as a version had it, as a new version, and the public list shows it', async () => {
    const charity = (await list('charities')).find((row) => row.active) as Row;
    const url = `/api/staff/content/charities/${charity.id}`;
    expect((await edit('charities', charity.id, { ...withoutId(charity), tagline: 'First new line' })).statusCode).toBe(
      200,
    );
    expect(
      (await edit('charities', charity.id, { ...withoutId(charity), tagline: 'Second new line', active: false }))
        .statusCode,
    ).toBe(200);
    const publicCharity = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json() as Row[]).find(
        (row) => row.id === charity.id,
      );
    expect(await publicCharity()).toMatchObject({ tagline: 'Second new line', active: false });

    const undone = await admin.request({ method: 'POST', url: `${url}/undo`, payload: { version: 1 } });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ version: 3, item: { tagline: 'First new line', active: true } });
    expect(await publicCharity()).toMatchObject({ tagline: 'First new line', active: true });

    const toOriginal = await admin.request({ method: 'POST', url: `${url}/undo`, payload: { version: 0 } });
    expect(toOriginal.json()).toMatchObject({ version: 4, item: charity });
    const history = (await admin.request({ method: 'GET', url: `${url}/history` })).json();
    expect(
      history.map((entry: { version: number; action: string; restoredVersion: number | null }) => [
        entry.version,
        entry.action,
        entry.restoredVersion,
      ]),
    ).toEqual([
      [4, 'undo', 0],
      [3, 'undo', 1],
      [2, 'edit', null],
      [1, 'edit', null],
    ]);
    const [audit] = (await admin.request({ method: 'GET', url: '/api/staff/audit' })).json();
    expect(audit).toMatchObject({
      action: 'content.undo',
      target: `charities ${charity.id}`,
      outcome: 'ok',
      after: charity,
    });
  });

  it('is 404 for a version the item does not have', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/staff/content/fun-ideas/1/undo',
      payload: { version: 7 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('new items', () => {
  it('adds an FAQ entry with the next free id, shown on the public FAQ at once', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/FAQ' })).json() as Row[];
    const highest = Math.max(...(await list('faq')).map((row) => row.id));
    const response = await admin.request({
      method: 'POST',
      url: '/api/staff/content/faq',
      payload: { item: { heading: 'Can I send two cards?', text: '<p>Yes, one order per card.</p>', sortOrder: 99 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ item: { id: highest + 1 }, version: 1 });
    const after = (await t.app.inject({ method: 'GET', url: '/api/FAQ' })).json() as Row[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ heading: 'Can I send two cards?' });
  });

  it('refuses a new item with a missing field', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/staff/content/fun-ideas',
      payload: { item: { heading: 'Bake', sortOrder: 1, iconUrl: null } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toEqual(['text']);
  });
});

describe('the command line and the console share the record', () => {
  it('an import records each changed row as a version by the command', async () => {
    const doc = await exportContent(t.app.repositories);
    const fun = doc.funIdeas[0];
    if (!fun) throw new Error('no fun idea seeded');
    fun.heading = `${fun.heading} (imported)`;
    expect((await t.app.contentDocument.import(doc)).outcome).toBe('imported');
    const [entry] = (
      await admin.request({ method: 'GET', url: `/api/staff/content/fun-ideas/${fun.id}/history` })
    ).json();
    expect(entry).toMatchObject({ version: 1, action: 'import', by: 'ops content import', changed: ['heading'] });
  });
});

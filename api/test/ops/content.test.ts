/**
 * `ops content`: export → import round-trips; a bad file changes nothing and names the bad row;
 * changes bump the content version; organizations are (de)activated.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportContent } from '../../src/services/content-import-export';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { ops, redeem } from './ops-helpers';

let t: TestApp;
let dir: string;
beforeEach(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'lg-content-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Doc = Record<string, unknown> & {
  contentVersion: number;
  organizations: Record<string, unknown>[];
  faq: Record<string, unknown>[];
  funIdeas: Record<string, unknown>[];
  packages: Record<string, unknown>[];
};

async function exported(): Promise<Doc> {
  const file = path.join(dir, `export-${Math.random()}.json`);
  const run = await ops(t.database, ['content', 'export', '--out', file]);
  expect(run.code).toBe(0);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function withoutStamp({ exportedAt: _at, contentVersion: _version, ...doc }: Doc) {
  return doc;
}

async function importDoc(doc: unknown) {
  const file = path.join(dir, `import-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return ops(t.database, ['content', 'import', file]);
}

describe('ops content', () => {
  it('exports everything, and importing the export back changes nothing', async () => {
    const doc = await exported();
    expect(doc.format).toBe('little-givers-content');
    for (const section of ['cardTypes', 'packages', 'categories', 'organizations', 'faq', 'funIdeas'])
      expect((doc[section] as unknown[]).length).toBeGreaterThan(0);
    const stdout = await ops(t.database, ['content', 'export']);
    expect(withoutStamp(JSON.parse(stdout.stdout))).toEqual(withoutStamp(doc));

    const again = await importDoc(doc);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No changes');
    expect((await exported()).contentVersion).toBe(doc.contentVersion);
  });

  it('applies an edited file (deactivate, edit, add, remove), bumps the version, and round-trips', async () => {
    const doc = await exported();
    const edited: Doc = structuredClone(doc);
    const org = edited.organizations.find((row) => row.id === 1) as Record<string, unknown>;
    org.active = false;
    org.organizationName = 'Happy Paws (renamed)';
    (edited.faq[0] as Record<string, unknown>).heading = 'How does it work?';
    edited.funIdeas = edited.funIdeas.filter((row) => row.id !== 6);
    edited.funIdeas.push({
      id: 99,
      heading: 'Read to a friend',
      text: 'Share a favourite book.',
      iconUrl: null,
      sortOrder: 9,
    });
    (edited.packages[0] as Record<string, unknown>).cost = 4.25;

    const run = await importDoc(edited);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`content version is now ${doc.contentVersion + 1}`);

    const after = await exported();
    expect(after.contentVersion).toBe(doc.contentVersion + 1);
    expect(withoutStamp(after)).toEqual(
      withoutStamp({ ...edited, funIdeas: [...edited.funIdeas].sort((a, b) => Number(a.id) - Number(b.id)) }),
    );

    // The API serves the new content.
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
    expect(orgs.find((row: { id: number }) => row.id === 1)).toMatchObject({
      active: false,
      organizationName: 'Happy Paws (renamed)',
    });
    const ideas = (await t.app.inject({ method: 'GET', url: '/api/FunIdeas' })).json();
    expect(ideas.map((row: { id: number }) => row.id)).toContain(99);
    expect(ideas.map((row: { id: number }) => row.id)).not.toContain(6);

    // Importing the same file again changes nothing.
    const twice = await importDoc(edited);
    expect(twice.stdout).toContain('No changes');
    expect((await exported()).contentVersion).toBe(doc.contentVersion + 1);
  });

  it('a bad file changes nothing and every error names its row', async () => {
    const before = await exported();
    const bad: Doc = structuredClone(before);
    (bad.organizations[3] as Record<string, unknown>).organizationName = '';
    (bad.faq[1] as Record<string, unknown>).sortOrder = 'first';
    (bad.packages[0] as Record<string, unknown>).cost = 3.999;
    (bad.funIdeas[0] as Record<string, unknown>).icon = '/x.svg';
    // Valid edits in the same file must not be applied either.
    (bad.faq[0] as Record<string, unknown>).heading = 'Changed';

    const run = await importDoc(bad);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nothing was changed');
    expect(run.stderr).toContain('organizations[3].organizationName: must not be empty');
    expect(run.stderr).toMatch(/faq\[1\]\.sortOrder: /);
    expect(run.stderr).toContain('packages[0].cost: at most 2 decimals');
    expect(run.stderr).toMatch(/funIdeas\[0\]: .*icon/);
    expect(withoutStamp(await exported())).toEqual(withoutStamp(before));

    const duplicate: Doc = structuredClone(before);
    duplicate.faq.push({ ...(duplicate.faq[0] as Record<string, unknown>) });
    (duplicate.organizations[2] as Record<string, unknown>).categoryId = 77;
    const dup = await importDoc(duplicate);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain(`faq[${before.faq.length}].id: duplicate id`);
    expect(dup.stderr).toContain('organizations[2].categoryId: no category 77 in categories');

    const notJson = path.join(dir, 'broken.json');
    writeFileSync(notJson, '{"format": ');
    const broken = await ops(t.database, ['content', 'import', notJson]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('not readable JSON');
    expect(withoutStamp(await exported())).toEqual(withoutStamp(before));
  });

  it('refuses to delete an organization children gave to (whole file rolled back); deactivating is the way', async () => {
    const { code } = await paidOrderWithCode(t.app);
    await redeem(t.app, code, [[2, 20]]);
    const before = await exported();
    const removed: Doc = structuredClone(before);
    removed.organizations = removed.organizations.filter((row) => row.id !== 2);
    (removed.faq[0] as Record<string, unknown>).heading = 'Changed';
    const run = await importDoc(removed);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('organizations: id 2');
    expect(run.stderr).toContain('"active": false');
    expect(withoutStamp(await exported())).toEqual(withoutStamp(before));

    const off = await ops(t.database, ['content', 'deactivate', '2']);
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('deactivated: 2 ');
    expect((await exported()).contentVersion).toBe(before.contentVersion + 1);
    const again = await ops(t.database, ['content', 'deactivate', '2']);
    expect(again.stdout).toContain('Nothing changed');
    expect((await exported()).contentVersion).toBe(before.contentVersion + 1);
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
    expect(orgs.find((row: { id: number }) => row.id === 2)?.active).toBe(false);
    expect((await ops(t.database, ['content', 'activate', '2'])).code).toBe(0);
    expect((await exportContent(t.app.repositories)).organizations.find((row) => row.id === 2)?.active).toBe(true);

    const unknown = await ops(t.database, ['content', 'activate', '2', '999']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no organization with id 999');
  });

  it("carries each organization's tagline and illustration (art key) both ways; an unknown art key is refused", async () => {
    const doc = await exported();
    for (const row of doc.organizations) {
      expect(typeof row.tagline).toBe('string');
      expect(typeof row.image).toBe('string');
    }
    const edited: Doc = structuredClone(doc);
    const first = edited.organizations.find((row) => row.id === 1) as Record<string, unknown>;
    first.tagline = '  Every dog deserves a sofa.  ';
    first.image = 'paw-prints';
    const second = edited.organizations.find((row) => row.id === 2) as Record<string, unknown>;
    // Both optional: absent or null means none (the card then shows organizationImageUrl or the default art).
    delete second.tagline;
    second.image = null;
    second.organizationImageUrl = '/assets/categories/animals.svg';

    const run = await importDoc(edited);
    expect(run.code).toBe(0);
    const after = await exported();
    expect(after.organizations.find((row) => row.id === 1)).toMatchObject({
      tagline: 'Every dog deserves a sofa.',
      image: 'paw-prints',
    });
    expect(after.organizations.find((row) => row.id === 2)).toMatchObject({
      tagline: null,
      image: null,
      organizationImageUrl: '/assets/categories/animals.svg',
    });
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
    expect(orgs.find((row: { id: number }) => row.id === 1)).toMatchObject({
      tagline: 'Every dog deserves a sofa.',
      image: 'paw-prints',
    });
    // The export imports back unchanged.
    expect((await importDoc(after)).stdout).toContain('No changes');

    const bad: Doc = structuredClone(after);
    (bad.organizations[0] as Record<string, unknown>).image = 'unicorn';
    (bad.organizations[1] as Record<string, unknown>).image = '/assets/organizations/paws.svg';
    (bad.organizations[2] as Record<string, unknown>).tagline = 'x'.repeat(61);
    const refused = await importDoc(bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was changed');
    expect(refused.stderr).toContain('organizations[0].image: unknown art "unicorn"; one of: ');
    expect(refused.stderr).toContain('organizations[1].image: unknown art "/assets/organizations/paws.svg"');
    expect(refused.stderr).toContain('organizations[2].tagline: at most 60 characters');
    expect(withoutStamp(await exported())).toEqual(withoutStamp(after));
  });

  it('migration 0005 gives rows that pointed at the removed placeholder pictures their art', async () => {
    const { sql } = await import('drizzle-orm');
    const { organizations } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    // A database from before: organization 1 on the old picture, 2 on a picture of its own.
    await t.app.db
      .update(organizations)
      .set({ image: null, imagePath: '/assets/organizations/paws.svg' })
      .where(eq(organizations.id, 1));
    await t.app.db
      .update(organizations)
      .set({ image: null, imagePath: 'https://cdn.example/wings.png' })
      .where(eq(organizations.id, 2));
    const migration = readFileSync(
      new URL('../../drizzle/0006_organization_art_and_tagline.sql', import.meta.url),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE')) as string;
    await t.app.db.execute(sql.raw(update));
    const rows = await t.app.db.select().from(organizations);
    expect(rows.find((row) => row.id === 1)).toMatchObject({ image: 'dog-face', imagePath: null });
    expect(rows.find((row) => row.id === 2)).toMatchObject({ image: null, imagePath: 'https://cdn.example/wings.png' });
  });

  it('--dry-run validates and reports without changing anything', async () => {
    const before = await exported();
    const edited: Doc = structuredClone(before);
    (edited.faq[0] as Record<string, unknown>).heading = 'Dry';
    const file = path.join(dir, 'dry.json');
    writeFileSync(file, JSON.stringify(edited));
    const run = await ops(t.database, ['content', 'import', file, '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Dry run');
    expect(withoutStamp(await exported())).toEqual(withoutStamp(before));
    expect((await exported()).contentVersion).toBe(before.contentVersion);
  });
});

describe('seeding and managed content', () => {
  it('the sample seed steps aside once content is managed with ops content (and plain seeding would undo it)', async () => {
    const { seedUnlessManaged } = await import('../../src/db/seed-unless-managed');
    const { seed } = await import('../../src/db/seed');
    const { organizationSeed } = await import('../../src/db/seed-data');
    const { organizations } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const seeded = organizationSeed.find((row) => row.id === 1)?.active;
    const activeOf = async () =>
      (await t.app.db.select().from(organizations).where(eq(organizations.id, 1)))[0]?.active;
    // A managed change: organization 1 set against its seed value (bumps the content version).
    await ops(t.database, ['content', seeded ? 'deactivate' : 'activate', '1']);
    expect((await exportContent(t.app.repositories)).contentVersion).toBeGreaterThan(0);
    expect(await seedUnlessManaged(t.app.db)).toBe('managed');
    expect(await activeOf()).toBe(!seeded);
    // What the API's start runs today (plain seed) reverts it.
    await seed(t.app.db);
    expect(await activeOf()).toBe(seeded);
  });
});

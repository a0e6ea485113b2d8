/**
 * The card design is content: each card type carries a design key (seeded from the design
 * package), answered by GET /api/cardtype, carried by `ops content export`/`import` (an unknown key
 * is refused), and given to card types that existed before designs by the migration.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DESIGN_KEYS, designKeyForCardType } from '@littlegivers/design';
import { cardTypeListSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { cardTypeSeed } from '../src/db/seed-data';
import { buildTestApp, type TestApp } from './helpers';
import { ops } from './ops/ops-helpers';

let t: TestApp;
let dir: string;
beforeEach(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'lg-design-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type CardTypeRow = Record<string, unknown> & { id: number; name: string; customText: boolean; designKey?: string };

async function cardTypesAnswered() {
  const response = await t.app.inject({ method: 'GET', url: '/api/cardtype' });
  expect(response.statusCode).toBe(200);
  return cardTypeListSchema.parse(response.json());
}

async function exported(): Promise<{ cardTypes: CardTypeRow[]; contentVersion: number } & Record<string, unknown>> {
  const run = await ops(t.database, ['content', 'export']);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

async function importDoc(doc: unknown) {
  const file = path.join(dir, `import-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return ops(t.database, ['content', 'import', file]);
}

describe('card designs as content', () => {
  it('every seeded card type has its design key, answered by GET /api/cardtype and exported', async () => {
    const answered = await cardTypesAnswered();
    expect(answered).toHaveLength(cardTypeSeed.length);
    for (const cardType of answered) expect(cardType.designKey).toBe(designKeyForCardType(cardType));
    expect(answered.find((cardType) => cardType.name === 'birthday')?.designKey).toBe('birthday');
    expect(answered.find((cardType) => cardType.name === 'anonymous')?.designKey).toBe('from-a-friend');
    expect(answered.filter((cardType) => cardType.customText).map((cardType) => cardType.designKey)).toEqual([
      'neutral',
      'neutral',
    ]);
    const doc = await exported();
    expect(Object.fromEntries(doc.cardTypes.map((row) => [row.name, row.designKey]))).toEqual(
      Object.fromEntries(answered.map((row) => [row.name, row.designKey])),
    );
  });

  it('an import changes a design; a file without design keys gets the defaults', async () => {
    const doc = await exported();
    const birthday = doc.cardTypes.find((row) => row.name === 'birthday') as CardTypeRow;
    birthday.designKey = 'congratulations';
    const run = await importDoc(doc);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((await cardTypesAnswered()).find((row) => row.name === 'birthday')?.designKey).toBe('congratulations');

    const older = { ...doc, cardTypes: doc.cardTypes.map(({ designKey: _key, ...row }) => row) };
    const again = await importDoc(older);
    expect(again.stdout).toContain('Imported');
    for (const cardType of (await exported()).cardTypes)
      expect(cardType.designKey).toBe(designKeyForCardType(cardType));
  });

  it('refuses an unknown design key, names the row and the known keys, and changes nothing', async () => {
    const doc = await exported();
    const version = doc.contentVersion;
    const index = doc.cardTypes.findIndex((row) => row.name === 'holidays');
    (doc.cardTypes[index] as CardTypeRow).designKey = 'christmas';
    const run = await importDoc(doc);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nothing was changed');
    expect(run.stderr).toContain(
      `cardTypes[${index}].designKey: unknown card design "christmas"; one of: ${DESIGN_KEYS.join(', ')}`,
    );
    expect((await cardTypesAnswered()).find((row) => row.name === 'holidays')?.designKey).toBe('holidays');
    expect((await exported()).contentVersion).toBe(version);
  });
});

describe('the design key migration', () => {
  it('gives card types made before designs the seed design of their name (custom text: neutral)', async () => {
    // The migrations up to the one before designs, then the seed's card types as they were.
    const before = path.join(dir, 'before');
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const designIndex = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith('_card_design'));
    expect(designIndex).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, designIndex);
    writeFileSync(journalFile, JSON.stringify(journal));
    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      for (const { designKey: _key, sortOrder, customText, displayName, publicFacingName, ...row } of cardTypeSeed)
        await client.query(
          'INSERT INTO card_types (id, name, display_name, public_facing_name, custom_text, anonymous, header, line1, line2, line3, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
          [
            row.id,
            row.name,
            displayName,
            publicFacingName,
            customText,
            row.anonymous,
            row.header,
            row.line1,
            row.line2,
            row.line3,
            sortOrder,
          ],
        );
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ name: string; design_key: string }>(
        'SELECT name, design_key FROM card_types ORDER BY id',
      );
      expect(rows.map((row) => [row.name, row.design_key])).toEqual(
        cardTypeSeed.map((row) => [row.name, designKeyForCardType(row)]),
      );
    } finally {
      await client.close();
    }
  });
});

/**
 * `ops content export [--out FILE]` / `ops content import FILE [--dry-run]` /
 * `ops content activate|deactivate <organizationId>...`.
 *
 * One JSON document holds all content: greetings (card types), shipping packages, categories,
 * organizations, FAQ and fun ideas, in the shapes of the shared schemas (plus what the database
 * keeps beside them: sortOrder of card types, active of packages, categoryId of organizations).
 * Image and icon fields hold what is stored: a path under PUBLIC_URL such as /assets/… (the API
 * makes it absolute) or an absolute URL.
 *
 * An import is the complete content: rows are upserted by id and rows missing from the file are
 * deleted — unless orders or gifts refer to them (then the import is refused: deactivate instead).
 * Everything is validated first and applied in one transaction: a bad file changes nothing, and
 * every error names its row (`organizations[3].organizationName: …`). A change bumps the content
 * version (table content_version, NOTIFY lg_content_version on PostgreSQL); importing the same
 * content again changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { hasAtMostTwoDecimals, toCents } from '@littlegivers/shared/contract/money';
import { cardTypeSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { idSchema } from '@littlegivers/shared/contract/schemas/common';
import { faqItemSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { funIdeaSchema } from '@littlegivers/shared/contract/schemas/fun-idea';
import { packageSchema } from '@littlegivers/shared/contract/schemas/package';
import { redemptionCategorySchema } from '@littlegivers/shared/contract/schemas/redemption-category';
import { redemptionOrganizationSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { refine } from 'zod/mini';
import type { Db } from '../../db/client';
import {
  cardTypes,
  categories,
  contentVersion,
  faqItems,
  funIdeas,
  orders,
  organizations,
  packages,
  payoutItems,
  redemptionSelections,
} from '../../db/schema';
import { upsert } from '../../db/seed';
import { type OpsContext, OpsError } from '../context';

export const CONTENT_FORMAT = 'little-givers-content';
export const CONTENT_NOTIFY_CHANNEL = 'lg_content_version';

const filled = z.string().trim().min(1, { error: 'must not be empty' });

// The entity schemas (zod/mini, shared with the browser) with the import's stricter rules on top.
const { organizationType: _category, ...organizationShape } = redemptionOrganizationSchema.shape;

const contentDocumentSchema = z.strictObject({
  format: z.literal(CONTENT_FORMAT),
  /** Informational: the content version the file was exported at. */
  contentVersion: z.number().int().nonnegative().optional(),
  exportedAt: z.string().optional(),
  cardTypes: z.array(
    z.strictObject({ ...cardTypeSchema.shape, name: filled, publicFacingName: filled, sortOrder: z.number().int() }),
  ),
  packages: z.array(
    z.strictObject({
      ...packageSchema.shape,
      name: filled,
      publicFacingName: filled,
      cost: packageSchema.shape.cost.check(refine(hasAtMostTwoDecimals, { error: 'at most 2 decimals' })),
      active: z.boolean(),
    }),
  ),
  categories: z.array(z.strictObject({ ...redemptionCategorySchema.shape, categoryName: filled, imageUrl: filled })),
  organizations: z.array(
    z.strictObject({
      ...organizationShape,
      organizationName: filled,
      organizationDescription: filled,
      categoryId: idSchema,
    }),
  ),
  faq: z.array(z.strictObject({ ...faqItemSchema.shape, heading: filled, text: filled })),
  funIdeas: z.array(z.strictObject({ ...funIdeaSchema.shape, heading: filled, text: filled })),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
type Section = 'cardTypes' | 'packages' | 'categories' | 'organizations' | 'faq' | 'funIdeas';
const SECTIONS: Section[] = ['cardTypes', 'packages', 'categories', 'organizations', 'faq', 'funIdeas'];

function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out || '(document)';
}

/** Parses and checks a content document; throws an OpsError listing every bad row. */
export function parseContentDocument(input: unknown): ContentDocument {
  const parsed = contentDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
    throw new OpsError(`Invalid content file, nothing was changed:\n  ${lines.slice(0, 50).join('\n  ')}`);
  }
  const doc = parsed.data;
  const problems: string[] = [];
  for (const section of SECTIONS) {
    const seen = new Map<number, number>();
    doc[section].forEach((row, index) => {
      const first = seen.get(row.id);
      if (first !== undefined)
        problems.push(`${section}[${index}].id: duplicate id ${row.id} (also ${section}[${first}])`);
      else seen.set(row.id, index);
    });
  }
  const categoryIds = new Set(doc.categories.map((category) => category.id));
  doc.organizations.forEach((organization, index) => {
    if (!categoryIds.has(organization.categoryId))
      problems.push(`organizations[${index}].categoryId: no category ${organization.categoryId} in categories`);
  });
  if (!doc.cardTypes.some((cardType) => cardType.customText))
    problems.push('cardTypes: one entry with "customText": true is needed for custom greetings');
  if (!doc.packages.some((pkg) => pkg.active)) problems.push('packages: at least one package must be active');
  if (problems.length > 0) throw new OpsError(`Invalid content file, nothing was changed:\n  ${problems.join('\n  ')}`);
  return doc;
}

export async function currentContentVersion(db: Db): Promise<number> {
  const [row] = await db.select().from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

export async function exportContent(db: Db, now = new Date()): Promise<ContentDocument> {
  const [cardRows, packageRows, categoryRows, organizationRows, faqRows, funIdeaRows, version] = await Promise.all([
    db.select().from(cardTypes).orderBy(asc(cardTypes.id)),
    db.select().from(packages).orderBy(asc(packages.id)),
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(organizations).orderBy(asc(organizations.id)),
    db.select().from(faqItems).orderBy(asc(faqItems.id)),
    db.select().from(funIdeas).orderBy(asc(funIdeas.id)),
    currentContentVersion(db),
  ]);
  return {
    format: CONTENT_FORMAT,
    contentVersion: version,
    exportedAt: now.toISOString(),
    cardTypes: cardRows.map((row) => ({ ...row })),
    packages: packageRows.map(({ costCents, ...row }) => ({ ...row, cost: costCents / 100 })),
    categories: categoryRows.map((row) => ({
      id: row.id,
      sortOrder: row.sortOrder,
      categoryName: row.categoryName,
      descriptiveText: row.descriptiveText,
      imageUrl: row.imagePath,
      mobileBannerImageUrl: row.mobileBannerImagePath,
      bannerImageUrl: row.bannerImagePath,
    })),
    organizations: organizationRows.map((row) => ({
      id: row.id,
      active: row.active,
      organizationName: row.organizationName,
      organizationImageUrl: row.imagePath,
      organizationDescription: row.organizationDescription,
      categoryId: row.categoryId,
      url: row.url,
      urlText: row.urlText,
      ein: row.ein,
      sample: row.sample,
    })),
    faq: faqRows.map((row) => ({ ...row })),
    funIdeas: funIdeaRows.map(({ iconPath, ...row }) => ({ ...row, iconUrl: iconPath })),
  };
}

/** The content part of a document in a canonical form (sorted, defaults filled) for comparing. */
function canonical(doc: ContentDocument): string {
  const sorted = (rows: { id: number }[]) =>
    [...rows]
      .sort((a, b) => a.id - b.id)
      .map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));
  return JSON.stringify({
    cardTypes: sorted(doc.cardTypes),
    packages: sorted(doc.packages),
    categories: sorted(doc.categories),
    organizations: sorted(doc.organizations.map((row) => ({ ...row, sample: row.sample ?? false }))),
    faq: sorted(doc.faq),
    funIdeas: sorted(doc.funIdeas),
  });
}

async function missingIds(tx: Db, table: PgTable & { id: PgColumn }, keep: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(keep.length > 0 ? notInArray(table.id, keep) : undefined);
  return rows.map((row) => row.id as number);
}

async function deleteMissing(tx: Db, table: PgTable & { id: PgColumn }, ids: number[]) {
  if (ids.length > 0) await tx.delete(table).where(inArray(table.id, ids));
}

export async function bumpContentVersion(tx: Db): Promise<number> {
  const [row] = await tx
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: contentVersion.version });
  const version = row?.version ?? 0;
  // Delivered at commit to every API process LISTENing on PostgreSQL.
  await tx.execute(sql`select pg_notify(${CONTENT_NOTIFY_CHANNEL}, ${String(version)})`);
  return version;
}

export type ImportResult =
  | { outcome: 'unchanged'; version: number }
  | { outcome: 'imported'; version: number; counts: Record<Section, number> };

export async function importContent(db: Db, input: unknown, options: { dryRun?: boolean } = {}): Promise<ImportResult> {
  const doc = parseContentDocument(input);
  const dryRunRollback = new Error('dry run');
  let result: ImportResult | undefined;
  try {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Serialise imports; the version row is the lock.
      await tx.select().from(contentVersion).where(eq(contentVersion.id, 1)).for('update');
      const before = await exportContent(tx);
      if (canonical(before) === canonical(doc)) {
        result = { outcome: 'unchanged', version: before.contentVersion ?? 0 };
        return;
      }
      const problems: string[] = [];
      const goneOrganizations = await missingIds(
        tx,
        organizations,
        doc.organizations.map((row) => row.id),
      );
      if (goneOrganizations.length > 0) {
        const used = await tx
          .selectDistinct({ id: redemptionSelections.organizationId })
          .from(redemptionSelections)
          .where(inArray(redemptionSelections.organizationId, goneOrganizations));
        const paid = await tx
          .selectDistinct({ id: payoutItems.organizationId })
          .from(payoutItems)
          .where(inArray(payoutItems.organizationId, goneOrganizations));
        for (const id of new Set([...used, ...paid].map((row) => row.id)))
          problems.push(
            `organizations: id ${id} (${before.organizations.find((row) => row.id === id)?.organizationName}) is missing from the file but children gave gifts to it; keep it with "active": false`,
          );
      }
      const goneCardTypes = await missingIds(
        tx,
        cardTypes,
        doc.cardTypes.map((row) => row.id),
      );
      if (goneCardTypes.length > 0) {
        const used = await tx
          .selectDistinct({ id: orders.cardTypeId })
          .from(orders)
          .where(inArray(orders.cardTypeId, goneCardTypes));
        for (const { id } of used)
          problems.push(`cardTypes: id ${id} is missing from the file but orders use it; keep it in the file`);
      }
      const gonePackages = await missingIds(
        tx,
        packages,
        doc.packages.map((row) => row.id),
      );
      if (gonePackages.length > 0) {
        const used = await tx
          .selectDistinct({ id: orders.packageId })
          .from(orders)
          .where(inArray(orders.packageId, gonePackages));
        for (const { id } of used)
          problems.push(`packages: id ${id} is missing from the file but orders use it; keep it with "active": false`);
      }
      if (problems.length > 0)
        throw new OpsError(`Content file refused, nothing was changed:\n  ${problems.join('\n  ')}`);

      await upsert(
        tx,
        categories,
        doc.categories.map((row) => ({
          id: row.id,
          sortOrder: row.sortOrder,
          categoryName: row.categoryName,
          descriptiveText: row.descriptiveText,
          imagePath: row.imageUrl,
          mobileBannerImagePath: row.mobileBannerImageUrl,
          bannerImagePath: row.bannerImageUrl,
        })),
      );
      await upsert(
        tx,
        organizations,
        doc.organizations.map((row) => ({
          id: row.id,
          active: row.active,
          organizationName: row.organizationName,
          imagePath: row.organizationImageUrl,
          organizationDescription: row.organizationDescription,
          categoryId: row.categoryId,
          url: row.url,
          urlText: row.urlText,
          ein: row.ein,
          sample: row.sample ?? false,
        })),
      );
      await deleteMissing(tx, organizations, goneOrganizations);
      await deleteMissing(
        tx,
        categories,
        await missingIds(
          tx,
          categories,
          doc.categories.map((row) => row.id),
        ),
      );
      await upsert(tx, cardTypes, doc.cardTypes);
      await deleteMissing(tx, cardTypes, goneCardTypes);
      await upsert(
        tx,
        packages,
        doc.packages.map(({ cost, ...row }) => ({ ...row, costCents: toCents(cost) })),
      );
      await deleteMissing(tx, packages, gonePackages);
      await upsert(tx, faqItems, doc.faq);
      await deleteMissing(
        tx,
        faqItems,
        await missingIds(
          tx,
          faqItems,
          doc.faq.map((row) => row.id),
        ),
      );
      await upsert(
        tx,
        funIdeas,
        doc.funIdeas.map(({ iconUrl, ...row }) => ({ ...row, iconPath: iconUrl })),
      );
      await deleteMissing(
        tx,
        funIdeas,
        await missingIds(
          tx,
          funIdeas,
          doc.funIdeas.map((row) => row.id),
        ),
      );
      const version = await bumpContentVersion(tx);
      result = {
        outcome: 'imported',
        version,
        counts: Object.fromEntries(SECTIONS.map((section) => [section, doc[section].length])) as Record<
          Section,
          number
        >,
      };
      if (options.dryRun) throw dryRunRollback;
    });
  } catch (error) {
    if (error !== dryRunRollback) throw error;
  }
  if (!result) throw new Error('content import finished without a result');
  return result;
}

/** Turns organizations on or off (the redeem flow shows active ones only); bumps the version. */
export async function setOrganizationsActive(db: Db, ids: number[], active: boolean) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const rows = await tx.select().from(organizations).where(inArray(organizations.id, ids));
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw new OpsError(`no organization with id ${missing.join(', ')}; nothing was changed`);
    const changing = rows.filter((row) => row.active !== active);
    if (changing.length === 0) return { changed: [] as string[], version: await currentContentVersion(tx) };
    await tx
      .update(organizations)
      .set({ active })
      .where(
        inArray(
          organizations.id,
          changing.map((row) => row.id),
        ),
      );
    return {
      changed: changing.map((row) => `${row.id} ${row.organizationName}`),
      version: await bumpContentVersion(tx),
    };
  });
}

export async function contentCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { out?: string; 'dry-run'?: boolean },
) {
  const [action, ...rest] = positionals;
  switch (action) {
    case 'export': {
      const doc = await exportContent(ctx.db, ctx.now());
      const text = `${JSON.stringify(doc, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, text);
        ctx.stderr(`content version ${doc.contentVersion} exported to ${values.out}\n`);
      } else ctx.stdout(text);
      return 0;
    }
    case 'import': {
      const file = rest[0];
      if (!file || rest.length > 1) throw new OpsError('usage: ops content import FILE [--dry-run]', 64);
      let input: unknown;
      try {
        input = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new OpsError(
          `${file}: not readable JSON (${error instanceof Error ? error.message : error}); nothing was changed`,
        );
      }
      const result = await importContent(ctx.db, input, { dryRun: values['dry-run'] ?? false });
      if (result.outcome === 'unchanged')
        ctx.stdout(`No changes: the database already holds this content (content version ${result.version}).\n`);
      else if (values['dry-run'])
        ctx.stdout(
          `Dry run: the file is valid and would be imported (${describeCounts(result.counts)}); nothing was changed.\n`,
        );
      else ctx.stdout(`Imported ${describeCounts(result.counts)}; content version is now ${result.version}.\n`);
      return 0;
    }
    case 'activate':
    case 'deactivate': {
      const ids = rest.map((value) => Number(value));
      if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0))
        throw new OpsError(`usage: ops content ${action} <organizationId>...`, 64);
      const result = await setOrganizationsActive(ctx.db, ids, action === 'activate');
      ctx.stdout(
        result.changed.length === 0
          ? `Nothing changed: already ${action}d (content version ${result.version}).\n`
          : `${action}d: ${result.changed.join('; ')}; content version is now ${result.version}.\n`,
      );
      return 0;
    }
    default:
      throw new OpsError(
        'usage: ops content export [--out FILE] | ops content import FILE [--dry-run] | ops content activate|deactivate <organizationId>...',
        64,
      );
  }
}

function describeCounts(counts: Record<Section, number>): string {
  return SECTIONS.map((section) => `${counts[section]} ${section}`).join(', ');
}

/**
 * Content without code: one JSON document holds all content (greetings, shipping packages,
 * categories, organizations, FAQ and fun ideas) in the shapes of the shared schemas, plus what the
 * database keeps beside them (sortOrder of card types, active of packages, categoryId of
 * organizations). Image and icon fields hold what is stored: a path under PUBLIC_URL such as
 * /assets/… (the API makes it absolute) or an absolute URL.
 *
 * An import is the complete content: rows are upserted by id and rows missing from the file are
 * deleted — unless orders or gifts refer to them (then the import is refused: deactivate instead).
 * Everything is validated first and applied in one transaction: a bad file changes nothing, and
 * every error names its row (`organizations[3].organizationName: …`). A change bumps the content
 * version (repositories/content.ts) and records each changed row as a version of it (its history,
 * read and undone in the staff console); importing the same content again changes nothing. The
 * staff console's edits go through the same `applyContent` (content-editing.ts).
 *
 * The export writes the rows as the API answers them (content-answers.ts), with the stored paths
 * instead of absolute URLs.
 */
import { designKeyForCardType } from '@littlegivers/design';
import { toCents } from '@littlegivers/shared/contract/money';
import {
  CONTENT_SECTIONS,
  type ContentSection,
  contentRowSchemas,
} from '@littlegivers/shared/contract/schemas/content-rows';
import type { ContentChangeAction } from '@littlegivers/shared/contract/schemas/staff-content';
import { isCleanText, TEXT_CHARACTERS_MESSAGE } from '@littlegivers/shared/contract/text';
import { z } from 'zod';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import { contentAnswer, type UrlOf } from './content-answers';

export const CONTENT_FORMAT = 'little-givers-content';

const storedPath: UrlOf = (path) => path;

/** Each row is checked with the shared schema of its section (content-rows.ts), with no unknown field. */
const contentDocumentSchema = z.strictObject({
  format: z.literal(CONTENT_FORMAT),
  /** Informational: the content version the file was exported at. */
  contentVersion: z.number().int().nonnegative().optional(),
  exportedAt: z.string().optional(),
  cardTypes: z.array(z.strictObject(contentRowSchemas.cardTypes.shape)),
  packages: z.array(z.strictObject(contentRowSchemas.packages.shape)),
  categories: z.array(z.strictObject(contentRowSchemas.categories.shape)),
  organizations: z.array(z.strictObject(contentRowSchemas.organizations.shape)),
  faq: z.array(z.strictObject(contentRowSchemas.faq.shape)),
  funIdeas: z.array(z.strictObject(contentRowSchemas.funIdeas.shape)),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
type Section = ContentSection;
const SECTIONS = CONTENT_SECTIONS;

/** Who changed content: a staff account, or the command line (staffId null). */
export interface ContentActor {
  staffId: number | null;
  /** The staff e-mail address, or the command (`ops content import`). */
  by: string;
}
const COMMAND_LINE_IMPORT: ContentActor = { staffId: null, by: 'ops content import' };

function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out || '(document)';
}

/**
 * The rules over a whole section of the content, each with the field of a row it turns on: the
 * console names that field when an edit of a row breaks the rule (content-editing.ts).
 */
export const SECTION_RULES = {
  customGreeting: {
    section: 'cardTypes',
    field: 'customText',
    rule: 'one entry with "customText": true is needed for custom greetings',
  },
  activePackage: { section: 'packages', field: 'active', rule: 'at least one package must be active' },
} as const satisfies Record<string, { section: ContentSection; field: string; rule: string }>;

/** A section rule's line in a refusal: `packages: at least one package must be active`. */
export function ruleProblem({ section, rule }: { section: string; rule: string }): string {
  return `${section}: ${rule}`;
}

/**
 * Every text field of every row that PostgreSQL could not store or a card should not print (NUL
 * and other control characters, lone surrogates; line breaks and tabs are fine): one line each.
 */
function unclean(input: unknown): string[] {
  if (input === null || typeof input !== 'object') return [];
  const lines: string[] = [];
  for (const section of SECTIONS) {
    const rows = (input as Record<string, unknown>)[section];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row, index) => {
      if (row === null || typeof row !== 'object') return;
      for (const [field, value] of Object.entries(row))
        if (typeof value === 'string' && !isCleanText(value, true))
          lines.push(`${section}[${index}].${field}: ${TEXT_CHARACTERS_MESSAGE}`);
    });
  }
  return lines;
}

/** Parses and checks a content document; throws an OpsError listing every bad row. */
export function parseContentDocument(input: unknown): ContentDocument {
  const parsed = contentDocumentSchema.safeParse(input);
  const textLines = unclean(input);
  if (!parsed.success || textLines.length > 0) {
    const lines = [
      ...textLines,
      ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`)),
    ];
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
  if (!doc.cardTypes.some((cardType) => cardType.customText)) problems.push(ruleProblem(SECTION_RULES.customGreeting));
  if (!doc.packages.some((pkg) => pkg.active)) problems.push(ruleProblem(SECTION_RULES.activePackage));
  if (problems.length > 0) throw new OpsError(`Invalid content file, nothing was changed:\n  ${problems.join('\n  ')}`);
  return doc;
}

/** The way back: a content document's rows as the database stores them (the import). */
const contentRow = {
  cardType: (row: ContentDocument['cardTypes'][number]) => ({
    ...row,
    designKey: row.designKey ?? designKeyForCardType(row),
  }),
  package: ({ cost, ...row }: ContentDocument['packages'][number]) => ({ ...row, costCents: toCents(cost) }),
  category: ({ imageUrl, mobileBannerImageUrl, bannerImageUrl, ...row }: ContentDocument['categories'][number]) => ({
    ...row,
    imagePath: imageUrl,
    mobileBannerImagePath: mobileBannerImageUrl,
    bannerImagePath: bannerImageUrl,
  }),
  organization: ({
    organizationImageUrl,
    sample,
    tagline,
    image,
    ...row
  }: ContentDocument['organizations'][number]) => ({
    ...row,
    imagePath: organizationImageUrl,
    sample: sample ?? false,
    tagline: tagline || null,
    image: image ?? null,
  }),
  funIdea: ({ iconUrl, ...row }: ContentDocument['funIdeas'][number]) => ({ ...row, iconPath: iconUrl }),
};

/**
 * The content as one document. Read one query after the other: inside a transaction the
 * repositories share one connection, which runs one query at a time (pg refuses a query sent while
 * another is running on its client).
 */
export async function exportContent(repositories: Repositories, now = new Date()): Promise<ContentDocument> {
  const { content } = repositories;
  const cardRows = await content.all('cardTypes');
  const packageRows = await content.all('packages');
  const categoryRows = await content.all('categories');
  const organizationRows = await content.all('organizations');
  const faqRows = await content.all('faq');
  const funIdeaRows = await content.all('funIdeas');
  const version = await content.version();
  return {
    format: CONTENT_FORMAT,
    contentVersion: version,
    exportedAt: now.toISOString(),
    cardTypes: cardRows.map((row) => ({ ...row })),
    packages: packageRows.map((row) => ({ ...contentAnswer.package(row), active: row.active })),
    categories: categoryRows.map((row) => contentAnswer.category(row, storedPath)),
    organizations: organizationRows.map((row) => ({
      ...contentAnswer.organization(row, storedPath),
      categoryId: row.categoryId,
    })),
    faq: faqRows.map((row) => ({ ...row })),
    funIdeas: funIdeaRows.map((row) => contentAnswer.funIdea(row, storedPath)),
  };
}

/** The content part of a document in a canonical form (sorted, defaults filled) for comparing. */
function canonical(doc: ContentDocument): string {
  const sorted = (rows: { id: number }[]) =>
    [...rows]
      .sort((a, b) => a.id - b.id)
      .map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));
  return JSON.stringify({
    cardTypes: sorted(doc.cardTypes.map(contentRow.cardType)),
    packages: sorted(doc.packages),
    categories: sorted(doc.categories),
    organizations: sorted(doc.organizations.map(contentRow.organization)),
    faq: sorted(doc.faq),
    funIdeas: sorted(doc.funIdeas),
  });
}

export type ImportResult =
  | { outcome: 'unchanged'; version: number }
  | { outcome: 'imported'; version: number; counts: Record<Section, number> };

async function importContent(
  repositories: Repositories,
  input: unknown,
  options: { dryRun?: boolean; actor?: ContentActor } = {},
): Promise<ImportResult> {
  const doc = parseContentDocument(input);
  const dryRunRollback = new Error('dry run');
  let result: ImportResult | undefined;
  try {
    await repositories.transaction(async (tx) => {
      // Serialise content writers; the version row is the lock.
      await tx.content.lockVersion();
      const before = await exportContent(tx);
      if (canonical(before) === canonical(doc)) {
        result = { outcome: 'unchanged', version: before.contentVersion ?? 0 };
        return;
      }
      const version = await applyContent(tx, before, doc, options.actor ?? COMMAND_LINE_IMPORT, 'import');
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

/**
 * Makes the content what `doc` (already parsed) says, inside the caller's transaction after
 * lockVersion (`before` is the content read there): upserts and removes rows, refusing to remove
 * what orders or gifts refer to; records every changed row as its next version (who, how, before
 * and after); bumps the content version, which drops every API process's content caches.
 */
export async function applyContent(
  tx: Repositories,
  before: ContentDocument,
  doc: ContentDocument,
  actor: ContentActor,
  action: ContentChangeAction,
  restoredVersion: number | null = null,
): Promise<number> {
  const { content } = tx;
  // One section after the other: the transaction's connection runs one query at a time.
  const gone = {} as Record<Section, number[]>;
  for (const section of SECTIONS)
    gone[section] = await content.idsNotIn(
      section,
      doc[section].map((row) => row.id),
    );
  const problems: string[] = [];
  for (const id of await content.organizationsWithGifts(gone.organizations))
    problems.push(
      `organizations: id ${id} (${before.organizations.find((row) => row.id === id)?.organizationName}) is missing from the file but children gave gifts to it; keep it with "active": false`,
    );
  for (const id of await content.usedByOrders('cardTypes', gone.cardTypes))
    problems.push(`cardTypes: id ${id} is missing from the file but orders use it; keep it in the file`);
  for (const id of await content.usedByOrders('packages', gone.packages))
    problems.push(`packages: id ${id} is missing from the file but orders use it; keep it with "active": false`);
  if (problems.length > 0) throw new OpsError(`Content file refused, nothing was changed:\n  ${problems.join('\n  ')}`);

  // Parents before children (categories before organizations), children removed before parents.
  await content.upsert('categories', doc.categories.map(contentRow.category));
  await content.upsert('organizations', doc.organizations.map(contentRow.organization));
  await content.remove('organizations', gone.organizations);
  await content.remove('categories', gone.categories);
  await content.upsert('cardTypes', doc.cardTypes.map(contentRow.cardType));
  await content.remove('cardTypes', gone.cardTypes);
  await content.upsert('packages', doc.packages.map(contentRow.package));
  await content.remove('packages', gone.packages);
  await content.upsert('faq', doc.faq);
  await content.remove('faq', gone.faq);
  await content.upsert('funIdeas', doc.funIdeas.map(contentRow.funIdea));
  await content.remove('funIdeas', gone.funIdeas);
  await recordVersions(tx, before, await exportContent(tx), actor, action, restoredVersion);
  return content.bumpVersion();
}

/** Records each row that differs between two exports as its next version. */
async function recordVersions(
  tx: Repositories,
  before: ContentDocument,
  after: ContentDocument,
  actor: ContentActor,
  action: ContentChangeAction,
  restoredVersion: number | null,
) {
  const entries = SECTIONS.flatMap((section) => {
    const was = new Map<number, object>(before[section].map((row) => [row.id, row]));
    const now = new Map<number, object>(after[section].map((row) => [row.id, row]));
    return [...new Set([...was.keys(), ...now.keys()])]
      .sort((a, b) => a - b)
      .filter((id) => JSON.stringify(was.get(id) ?? null) !== JSON.stringify(now.get(id) ?? null))
      .map((itemId) => ({
        section,
        itemId,
        action,
        staffId: actor.staffId,
        by: actor.by,
        restoredVersion,
        before: was.get(itemId) ?? null,
        after: now.get(itemId) ?? null,
      }));
  });
  await tx.content.recordHistory(entries);
}

/** Turns organizations on or off (the redeem flow shows active ones only); bumps the version. */
async function setOrganizationsActive(repositories: Repositories, ids: number[], active: boolean) {
  return repositories.transaction(async (tx) => {
    const { content } = tx;
    await content.lockVersion();
    const rows = await content.organizationsById(ids);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw new OpsError(`no organization with id ${missing.join(', ')}; nothing was changed`);
    const changing = rows.filter((row) => row.active !== active);
    if (changing.length === 0) return { changed: [] as string[], version: await content.version() };
    const before = await exportContent(tx);
    await content.setOrganizationsActive(
      changing.map((row) => row.id),
      active,
    );
    await recordVersions(
      tx,
      before,
      await exportContent(tx),
      { staffId: null, by: `ops content ${active ? 'activate' : 'deactivate'}` },
      active ? 'activate' : 'deactivate',
      null,
    );
    return {
      changed: changing.map((row) => `${row.id} ${row.organizationName}`),
      version: await content.bumpVersion(),
    };
  });
}

export function describeCounts(counts: Record<Section, number>): string {
  return SECTIONS.map((section) => `${counts[section]} ${section}`).join(', ');
}

/** The content document service (`app.contentDocument`, `ops content`): the whole content as one file, in and out. */
export function createContentDocumentService({ repositories }: { repositories: Repositories }) {
  return {
    export: (now = new Date()) => exportContent(repositories, now),
    import: (input: unknown, options: { dryRun?: boolean; actor?: ContentActor } = {}) =>
      importContent(repositories, input, options),
    setOrganizationsActive: (ids: number[], active: boolean) => setOrganizationsActive(repositories, ids, active),
  };
}

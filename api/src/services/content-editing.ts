/**
 * Content edited one row at a time (the staff console): list a kind of content, add a row, edit
 * one, read a row's versions and undo to one of them. Every change goes through the content
 * import's own path (parseContentDocument and applyContent of content-import-export.ts): the
 * whole content is checked as the import checks a file, the row's new version is recorded (who,
 * when, the prior and the resulting row) and the content version is bumped, so every API process drops its
 * content caches. A refused change changes nothing and names the fields to correct.
 */
import { type ContentSection, contentRowSchemas } from '@littlegivers/shared/contract/schemas/content-rows';
import {
  CONTENT_KIND_SECTIONS,
  type ContentChangeAction,
  type ContentKind,
  type ContentSaved,
  type ContentVersionEntry,
} from '@littlegivers/shared/contract/schemas/staff-content';
import { HttpError } from '../lib/http-error';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import {
  applyContent,
  type ContentActor,
  type ContentDocument,
  exportContent,
  parseContentDocument,
  ruleProblem,
  SECTION_RULES,
} from './content-import-export';

type Row = { id: number } & Record<string, unknown>;

/** A refused change: the message, and what is wrong with each field (by the field's name). */
export class ContentFieldsError extends OpsError {
  constructor(message: string, fields: Record<string, string>) {
    super(message, 1, fields);
  }
}

const sectionOf = (kind: ContentKind): ContentSection => CONTENT_KIND_SECTIONS[kind];

/** Every row of a kind of content, as the content document holds it. */
async function listContent(repositories: Repositories, kind: ContentKind): Promise<Row[]> {
  return (await exportContent(repositories))[sectionOf(kind)] as Row[];
}

/**
 * The document-level refusals of the edited row, by field: its own (`cardTypes[4].header: …`), and
 * a rule over its whole section, by the field the rule turns on (`packages: at least one package
 * must be active`, on `active`).
 */
function fieldsOfRow(message: string, section: ContentSection, index: number): Record<string, string> {
  const fields: Record<string, string> = {};
  const prefix = `${section}[${index}].`;
  const lines = message.split('\n').map((text) => text.trim());
  for (const line of lines) {
    if (!line.startsWith(prefix)) continue;
    const [field = '', ...rest] = line.slice(prefix.length).split(': ');
    fields[field.split(/[.[]/)[0] ?? field] ??= rest.join(': ');
  }
  for (const rule of Object.values(SECTION_RULES))
    if (rule.section === section && lines.includes(ruleProblem(rule))) fields[rule.field] ??= rule.rule;
  return fields;
}

/** The answer to a save that changes nothing (no version is recorded). */
export const NOTHING_CHANGED = 'Nothing changed: the item already reads this way, so no new version was recorded.';

async function saveRow(
  repositories: Repositories,
  change: {
    kind: ContentKind;
    id: number | null;
    item: Record<string, unknown>;
    actor: ContentActor;
    action: ContentChangeAction;
    restoredVersion?: number;
  },
): Promise<ContentSaved & { before: Row | null }> {
  const section = sectionOf(change.kind);
  return repositories.transaction(async (tx) => {
    await tx.content.lockVersion();
    const before = await exportContent(tx);
    const rows = before[section] as Row[];
    const index = change.id === null ? rows.length : rows.findIndex((row) => row.id === change.id);
    if (index < 0) throw new HttpError(404, `No ${change.kind} item ${change.id}`);
    const id = change.id ?? rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const parsed = contentRowSchemas[section].safeParse({ ...change.item, id });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'item')] ??= issue.message;
      throw new ContentFieldsError('Nothing was saved: correct the marked fields.', fields);
    }
    const next = [...rows];
    next[index] = parsed.data as Row;
    let doc: ContentDocument;
    try {
      doc = parseContentDocument({ ...before, [section]: next });
    } catch (error) {
      if (!(error instanceof OpsError)) throw error;
      const lines = error.message
        .split('\n')
        .slice(1)
        .map((line) => line.trim());
      throw new ContentFieldsError(
        `Nothing was saved: ${lines.join('; ')}`,
        fieldsOfRow(error.message, section, index),
      );
    }
    const was = rows[index] ?? null;
    // Nothing changed (the same values, whatever their order, an absent field the same as null): no version.
    if (was && changedFields(was, doc[section][index]).length === 0)
      return {
        item: was,
        before: was,
        version: null,
        contentVersion: before.contentVersion ?? 0,
        message: NOTHING_CHANGED,
      };
    const contentVersion = await applyContent(tx, before, doc, change.actor, change.action, change.restoredVersion);
    const item = ((await exportContent(tx))[section] as Row[]).find((row) => row.id === id) as Row;
    const [latest] = await tx.content.history(section, id);
    return { item, before: was, version: latest?.version ?? null, contentVersion };
  });
}

/** Adds a row (the next free id of its kind). */
function createContentItem(
  repositories: Repositories,
  change: { kind: ContentKind; item: Record<string, unknown>; actor: ContentActor },
) {
  return saveRow(repositories, { ...change, id: null, action: 'create' });
}

/** Changes a row; saving it unchanged records nothing. */
function editContentItem(
  repositories: Repositories,
  change: { kind: ContentKind; id: number; item: Record<string, unknown>; actor: ContentActor },
) {
  return saveRow(repositories, { ...change, action: 'edit' });
}

/** An absent field, null and an empty text read the same: empty. */
const emptyAsNull = (value: unknown) => (value === undefined || value === '' ? null : value);

function changedFields(before: unknown, after: unknown): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(emptyAsNull(was[key])) !== JSON.stringify(emptyAsNull(now[key])),
  );
}

/** A row's versions, newest first. */
async function contentItemHistory(
  repositories: Repositories,
  kind: ContentKind,
  id: number,
): Promise<ContentVersionEntry[]> {
  const rows = await repositories.content.history(sectionOf(kind), id);
  return rows.map((row) => ({
    version: row.version,
    at: row.at.toISOString(),
    by: row.by,
    action: row.action as ContentChangeAction,
    restoredVersion: row.restoredVersion,
    changed: changedFields(row.before, row.after),
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
  }));
}

/**
 * Puts a row back as it was after one of its versions (version 0: as it was before its first
 * recorded change). The undo is itself a new version, checked like any edit.
 */
async function undoContentItem(
  repositories: Repositories,
  change: { kind: ContentKind; id: number; version: number; actor: ContentActor },
) {
  const history = await repositories.content.history(sectionOf(change.kind), change.id);
  const entry = change.version === 0 ? history.at(-1) : history.find((row) => row.version === change.version);
  if (!entry) throw new HttpError(404, `No version ${change.version} of ${change.kind} item ${change.id}`);
  const state = (change.version === 0 ? entry.before : entry.after) as Record<string, unknown> | null;
  if (!state) throw new OpsError(`Version ${change.version} of this item has no content to go back to.`);
  const { id: _id, ...item } = state;
  return saveRow(repositories, {
    kind: change.kind,
    id: change.id,
    item,
    actor: change.actor,
    action: 'undo',
    restoredVersion: change.version,
  });
}

/** The content editing service (`app.contentEditing`): the staff console's rows, one at a time. */
export function createContentEditingService({ repositories }: { repositories: Repositories }) {
  return {
    list: (kind: ContentKind) => listContent(repositories, kind),
    create: (change: { kind: ContentKind; item: Record<string, unknown>; actor: ContentActor }) =>
      createContentItem(repositories, change),
    edit: (change: { kind: ContentKind; id: number; item: Record<string, unknown>; actor: ContentActor }) =>
      editContentItem(repositories, change),
    history: (kind: ContentKind, id: number) => contentItemHistory(repositories, kind, id),
    undo: (change: { kind: ContentKind; id: number; version: number; actor: ContentActor }) =>
      undoContentItem(repositories, change),
  };
}

/**
 * The staff console's content requests (/api/staff/content/…): the kinds of content by the name
 * the console uses, the section of the content document each is, and the bodies of an edit and
 * of an undo. A row itself is checked with its schema in ./content-rows.ts.
 */
import * as z from 'zod/mini';
import { idParamSchema } from './common';
import type { ContentSection } from './content-rows';
import { openEnum } from './open-enum';

/** The console's name of each kind of content, and its section of the content document. */
export const CONTENT_KIND_SECTIONS = {
  greetings: 'cardTypes',
  packages: 'packages',
  categories: 'categories',
  charities: 'organizations',
  faq: 'faq',
  'fun-ideas': 'funIdeas',
} as const satisfies Record<string, ContentSection>;
export type ContentKind = keyof typeof CONTENT_KIND_SECTIONS;
export const CONTENT_KINDS = Object.keys(CONTENT_KIND_SECTIONS) as ContentKind[];

const kind = z.enum(CONTENT_KINDS as [ContentKind, ...ContentKind[]]);
export const contentKindParams = z.object({ kind });
export const contentItemParams = z.object({ kind, id: idParamSchema });

/** A new or edited row: its fields (the id comes from the path, or is the next free one). */
export const contentItemBody = z.object({ item: z.record(z.string(), z.unknown()) });

/** Undo to a version of the item: its state after that version (0: before the first recorded change). */
export const contentUndoBody = z.object({ version: z.int().check(z.nonnegative()) });

/** How a change came about: the import of a file, or an edit, a new item or an undo in the console. */
export const CONTENT_CHANGE_ACTIONS = ['import', 'activate', 'deactivate', 'create', 'edit', 'undo'] as const;
export type ContentChangeAction = (typeof CONTENT_CHANGE_ACTIONS)[number];

const fields = z.record(z.string(), z.unknown());

/**
 * A row of content: its fields as the content document has them (./content-rows.ts, all of them
 * kept: the console edits the row), and its numeric id. (A record, not a loose object: the
 * console's zod/mini is the curated list of shared/build/zod-mini.mjs, which the shell provides.)
 */
export const contentRowAnswerSchema = z
  .record(z.string(), z.unknown())
  .check(
    z.refine((row) => typeof row.id === 'number', { error: 'A content row has a numeric id' }),
  ) as unknown as z.ZodMiniType<ContentRowAnswer, ContentRowAnswer>;
export type ContentRowAnswer = Record<string, unknown> & { id: number };
/** GET /api/staff/content/:kind: the kind's rows, in the content document's order. */
export const contentListSchema = z.array(contentRowAnswerSchema);

/** One version of an item, as the history answers it (newest first). */
export const contentVersionEntrySchema = z.object({
  version: z.number(),
  at: z.string(),
  /** The staff e-mail address, or the command line. */
  by: z.string(),
  /** What made the version (an open enum: a version made some new way reads as 'other'). */
  action: openEnum(CONTENT_CHANGE_ACTIONS),
  /** An undo: the version whose state it restored. */
  restoredVersion: z.nullable(z.number()),
  /** The fields whose value changed. */
  changed: z.array(z.string()),
  before: z.nullable(fields),
  after: z.nullable(fields),
});
export type ContentVersionEntry = z.infer<typeof contentVersionEntrySchema>;
/** GET /api/staff/content/:kind/:id/history. */
export const contentHistorySchema = z.array(contentVersionEntrySchema);

/** The answer of a saved change (a new row, an edit, an undo). */
export const contentSavedSchema = z.object({
  item: contentRowAnswerSchema,
  /** Null when the save changed nothing (no version recorded; `message` says so). */
  version: z.nullable(z.number()),
  contentVersion: z.number(),
  message: z.optional(z.string()),
});
export type ContentSaved = z.infer<typeof contentSavedSchema>;

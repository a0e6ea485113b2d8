/**
 * The staff console's content requests (/api/staff/content/…): the kinds of content by the name
 * the console uses, the section of the content document each is, and the bodies of an edit and
 * of an undo. A row itself is checked with its schema in ./content-rows.ts.
 */
import * as z from 'zod/mini';
import { idParamSchema } from './common';
import type { ContentSection } from './content-rows';

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
export type ContentChangeAction = 'import' | 'activate' | 'deactivate' | 'create' | 'edit' | 'undo';

/** One version of an item, as the history answers it (newest first). */
export interface ContentVersionEntry {
  version: number;
  at: string;
  /** The staff e-mail address, or the command line. */
  by: string;
  action: ContentChangeAction;
  /** An undo: the version whose state it restored. */
  restoredVersion: number | null;
  /** The fields whose value changed. */
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The answer of a saved change. */
export interface ContentSaved {
  item: Record<string, unknown> & { id: number };
  /** Null when the save changed nothing (no version recorded; `message` says so). */
  version: number | null;
  contentVersion: number;
  message?: string;
}

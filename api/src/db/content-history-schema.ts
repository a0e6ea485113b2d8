/**
 * The versions of content: every change of a content row (greeting, package, category, charity,
 * FAQ entry, fun idea), numbered per row, with who made it, when, how (an import, a console edit,
 * an undo) and its prior and resulting row (in the content document's shape). The staff
 * console shows a row's history from here and undoes to one of its versions.
 */
import { bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const contentHistory = pgTable(
  'content_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The section of the content document (cardTypes, packages, categories, organizations, faq, funIdeas). */
    section: text('section').notNull(),
    itemId: integer('item_id').notNull(),
    /** 1, 2, … per row. */
    version: integer('version').notNull(),
    /** import, activate, deactivate (the command line); create, edit, undo (the console). */
    action: text('action').notNull(),
    staffId: integer('staff_id'),
    /** The staff e-mail address, or the command that made the change. */
    by: text('by').notNull(),
    /** An undo: the version whose state it restored. */
    restoredVersion: integer('restored_version'),
    /** Null before a row existed, and after it was removed. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [uniqueIndex('content_history_item_version_uq').on(table.section, table.itemId, table.version)],
);

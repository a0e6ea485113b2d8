/**
 * Content (admins): each kind's rows, a new row, an edit, a row's versions and undo to one of
 * them: the services of content-editing.ts, which check and apply a change the way `ops content
 * import` does. After a change, this process's content caches are dropped at once (other
 * processes drop theirs on the content version's notification), so the public site shows it.
 */
import {
  type ContentSaved,
  contentHistorySchema,
  contentItemBody,
  contentItemParams,
  contentKindParams,
  contentListSchema,
  contentSavedSchema,
  contentUndoBody,
} from '@littlegivers/shared/contract/schemas/staff-content';
import { operation, type StaffContext } from '../../staff/route-kit';

function actorOf(ctx: StaffContext) {
  const account = ctx.signedIn?.account;
  return { staffId: account?.id ?? null, by: account?.email ?? 'staff console' };
}

/** Records the change in the audit trail and drops the content caches (when something changed). */
function changed(ctx: StaffContext, kind: string, saved: ContentSaved & { before: unknown }): ContentSaved {
  ctx.audit({ target: `${kind} ${saved.item.id}`, before: saved.before, after: saved.item });
  if (saved.version !== null) ctx.app.contentCache.changed(`${kind} ${saved.item.id} changed in the staff console`);
  const { before: _before, ...answer } = saved;
  return answer;
}

export const contentList = operation({
  params: contentKindParams,
  doc: {
    summary: "A kind of content's rows (greetings, packages, categories, charities, faq, fun-ideas), active or not",
    operationId: 'getStaffContent',
    response: contentListSchema,
  },
  handler: async ({ params }, ctx) => ctx.app.contentEditing.list(params.kind),
});

export const contentCreate = operation({
  action: 'content.create',
  params: contentKindParams,
  body: contentItemBody,
  doc: {
    summary: "Adds a row of content, checked as `ops content import` checks a file (400 with each field's problem)",
    operationId: 'postStaffContent',
    response: contentSavedSchema,
  },
  handler: async ({ params, body }, ctx) =>
    changed(
      ctx,
      params.kind,
      await ctx.app.contentEditing.create({ kind: params.kind, item: body.item, actor: actorOf(ctx) }),
    ),
});

export const contentEdit = operation({
  action: 'content.edit',
  params: contentItemParams,
  body: contentItemBody,
  doc: {
    summary: "Edits a row of content, checked as `ops content import` checks a file (400 with each field's problem)",
    operationId: 'postStaffContentItem',
    response: contentSavedSchema,
  },
  handler: async ({ params, body }, ctx) => {
    ctx.audit({ target: `${params.kind} ${params.id}` });
    return changed(
      ctx,
      params.kind,
      await ctx.app.contentEditing.edit({ ...params, item: body.item, actor: actorOf(ctx) }),
    );
  },
});

export const contentHistory = operation({
  params: contentItemParams,
  doc: {
    summary: "A row's versions, newest first: who, when, how, and each changed field's old and new value",
    operationId: 'getStaffContentItemHistory',
    response: contentHistorySchema,
  },
  handler: async ({ params }, ctx) => ctx.app.contentEditing.history(params.kind, params.id),
});

export const contentUndo = operation({
  action: 'content.undo',
  params: contentItemParams,
  body: contentUndoBody,
  doc: {
    summary:
      'Puts a row back as it was after one of its versions (0: before its first recorded change), as a new version',
    operationId: 'postStaffContentItemUndo',
    response: contentSavedSchema,
  },
  handler: async ({ params, body }, ctx) => {
    ctx.audit({ target: `${params.kind} ${params.id}`, after: { undoneTo: body.version } });
    return changed(
      ctx,
      params.kind,
      await ctx.app.contentEditing.undo({ ...params, version: body.version, actor: actorOf(ctx) }),
    );
  },
});

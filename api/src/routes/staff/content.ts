/**
 * Content (admins): each kind's rows, a new row, an edit, a row's versions and undo to one of
 * them: the services of content-editing.ts, which check and apply a change the way `ops content
 * import` does. After a change, this process's content caches are dropped at once (other
 * processes drop theirs on the content version's notification), so the public site shows it.
 */
import {
  contentItemBody,
  contentItemParams,
  contentKindParams,
  contentUndoBody,
} from '@littlegivers/shared/contract/schemas/staff-content';
import {
  contentItemHistory,
  createContentItem,
  editContentItem,
  listContent,
  undoContentItem,
} from '../../services/content-editing';
import { operation, type StaffContext } from '../../staff/route-kit';

function actorOf(ctx: StaffContext) {
  const account = ctx.signedIn?.account;
  return { staffId: account?.id ?? null, by: account?.email ?? 'staff console' };
}

/** Records the change in the audit trail and drops the content caches (when something changed). */
function changed(
  ctx: StaffContext,
  kind: string,
  saved: { item: { id: number }; before: unknown; version: number | null },
) {
  ctx.audit({ target: `${kind} ${saved.item.id}`, before: saved.before, after: saved.item });
  if (saved.version !== null) ctx.app.contentCache.changed(`${kind} ${saved.item.id} changed in the staff console`);
  const { before: _before, ...answer } = saved as typeof saved & Record<string, unknown>;
  return answer;
}

export const contentList = operation({
  params: contentKindParams,
  handler: async ({ params }, ctx) => listContent(ctx.app.repositories, params.kind),
});

export const contentCreate = operation({
  action: 'content.create',
  params: contentKindParams,
  body: contentItemBody,
  handler: async ({ params, body }, ctx) =>
    changed(
      ctx,
      params.kind,
      await createContentItem(ctx.app.repositories, { kind: params.kind, item: body.item, actor: actorOf(ctx) }),
    ),
});

export const contentEdit = operation({
  action: 'content.edit',
  params: contentItemParams,
  body: contentItemBody,
  handler: async ({ params, body }, ctx) => {
    ctx.audit({ target: `${params.kind} ${params.id}` });
    return changed(
      ctx,
      params.kind,
      await editContentItem(ctx.app.repositories, { ...params, item: body.item, actor: actorOf(ctx) }),
    );
  },
});

export const contentHistory = operation({
  params: contentItemParams,
  handler: async ({ params }, ctx) => contentItemHistory(ctx.app.repositories, params.kind, params.id),
});

export const contentUndo = operation({
  action: 'content.undo',
  params: contentItemParams,
  body: contentUndoBody,
  handler: async ({ params, body }, ctx) => {
    ctx.audit({ target: `${params.kind} ${params.id}`, after: { undoneTo: body.version } });
    return changed(
      ctx,
      params.kind,
      await undoContentItem(ctx.app.repositories, { ...params, version: body.version, actor: actorOf(ctx) }),
    );
  },
});

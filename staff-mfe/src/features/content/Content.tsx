/**
 * Content (admins): a list of each kind (greetings, packages, categories, charities, FAQ, fun
 * ideas), and a row's form (the shared row schema checks it as you type after the first save,
 * the API checks it again and names each field it refuses), with a live preview for greetings and
 * FAQ answers, and the row's versions with undo to any of them.
 */
import {
  CONTENT_KINDS,
  type ContentKind,
  type ContentSaved,
  contentHistorySchema,
  contentListSchema,
  contentSavedSchema,
} from '@littlegivers/shared/contract/schemas/staff-content';
import { useZodForm } from '@littlegivers/shared/web/forms/use-zod-form';
import { describedBy, errorId, Field, type FieldControlProps, FieldError } from '@littlegivers/shared/web/ui/Field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { errorText, StaffApiError, staffRead, staffWrite } from '../../components/staff-api';
import { Notice, Page, Table, when } from '../../components/ui';
import { CONTENT_KIND_SPECS, type ContentRow, emptyRow, type FieldSpec, formSchemaOf } from './content-kinds';
import { FaqPreview, GreetingPreview } from './Previews';

const isKind = (value: string | undefined): value is ContentKind => CONTENT_KINDS.includes(value as ContentKind);
const listKey = (kind: ContentKind) => ['staff', 'content', kind];
const useRows = (kind: ContentKind) =>
  useQuery({ queryKey: listKey(kind), queryFn: () => staffRead(`/content/${kind}`, contentListSchema) });

function KindTabs() {
  return (
    <nav aria-label="kinds of content">
      <ul className="sc-actions sc-tabs">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <NavLink to={`/staff/content/${kind}`}>{CONTENT_KIND_SPECS[kind].title}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContentScreen() {
  const { kind } = useParams();
  if (!isKind(kind)) return <Navigate to="/staff/content/greetings" replace />;
  return <ContentList kind={kind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const spec = CONTENT_KIND_SPECS[kind];
  const rows = useRows(kind);
  return (
    <Page title={`content: ${spec.title}`} intro="Changes show on the public site as soon as they are saved.">
      <KindTabs />
      <p>
        <Link className="lg-button lg-button--secondary" to={`/staff/content/${kind}/new`}>
          Add to {spec.title}
        </Link>
      </p>
      {rows.error ? <Notice error>{errorText(rows.error)}</Notice> : null}
      {rows.data ? (
        <Table
          caption={spec.title}
          headers={['id', 'name', { hidden: 'edit' }]}
          rows={rows.data.map((row) => [
            row.id,
            spec.label(row),
            <Link key="edit" to={`/staff/content/${kind}/${row.id}`} aria-label={`Edit ${spec.label(row)}`}>
              Edit
            </Link>,
          ])}
        />
      ) : null}
    </Page>
  );
}

export function ContentItemScreen() {
  const { kind, id } = useParams();
  if (!isKind(kind) || (id !== 'new' && !/^\d+$/.test(id ?? ''))) return <Navigate to="/staff/content" replace />;
  return <ContentItem key={`${kind}/${id}`} kind={kind} id={id === 'new' ? null : Number(id)} />;
}

function ContentItem({ kind, id }: { kind: ContentKind; id: number | null }) {
  const rows = useRows(kind);
  if (rows.error) return <Notice error>{errorText(rows.error)}</Notice>;
  if (!rows.data) return <p className="sc-muted">Loading…</p>;
  const row = id === null ? null : rows.data.find((candidate) => candidate.id === id);
  if (id !== null && !row) return <Notice error>{`There is no ${CONTENT_KIND_SPECS[kind].title} item ${id}.`}</Notice>;
  return <ContentForm kind={kind} row={row ?? null} />;
}

function ContentForm({ kind, row }: { kind: ContentKind; row: ContentRow | null }) {
  const spec = CONTENT_KIND_SPECS[kind];
  const client = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const initial = row ? (({ id: _id, ...values }) => values)(row) : emptyRow(kind);
  const form = useZodForm<Record<string, unknown>, Record<string, unknown>>(formSchemaOf(kind) as never, {
    defaultValues: initial,
  });
  const values = form.watch();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: listKey(kind) });
  };
  const answer = async (request: Promise<ContentSaved>, done: string) => {
    setMessage(null);
    try {
      const saved = await request;
      await refresh();
      const { id: _id, ...savedValues } = saved.item;
      form.reset(savedValues);
      setMessage({
        text:
          saved.version === null
            ? (saved.message ?? 'Nothing changed: no new version was recorded.')
            : `${done} (version ${saved.version}).`,
      });
      if (!row) navigate(`/staff/content/${kind}/${saved.item.id}`, { replace: true });
    } catch (error) {
      if (error instanceof StaffApiError)
        for (const [field, text] of Object.entries(error.fields)) form.setError(field, { message: text });
      setMessage({ text: errorText(error), error: true });
    }
  };
  const save = form.handleSubmit((item) =>
    answer(staffWrite(row ? `/content/${kind}/${row.id}` : `/content/${kind}`, contentSavedSchema, { item }), 'Saved'),
  );
  const undo = (version: number) =>
    row
      ? answer(
          staffWrite(`/content/${kind}/${row.id}/undo`, contentSavedSchema, { version }),
          version === 0 ? 'Back to the original' : `Back to version ${version}`,
        )
      : undefined;
  const title = row ? `edit: ${spec.label(row)}` : `new in ${spec.title}`;
  return (
    <Page title={title}>
      <KindTabs />
      <p>
        <Link to={`/staff/content/${kind}`}>Back to {spec.title}</Link>
      </p>
      <div className="sc-editor">
        <form className="sc-card" onSubmit={save} noValidate aria-label={title}>
          {spec.fields.map((field) => (
            <ContentField key={field.name} field={field} form={form} />
          ))}
          <button type="submit" className="lg-button" disabled={form.formState.isSubmitting}>
            Save
          </button>
          {message ? <Notice error={message.error}>{message.text}</Notice> : null}
        </form>
        {kind === 'greetings' ? <GreetingPreview values={values} /> : null}
        {kind === 'faq' ? <FaqPreview values={values} /> : null}
      </div>
      {row ? <History kind={kind} id={row.id} onUndo={undo} /> : null}
    </Page>
  );
}

type Form = ReturnType<typeof useZodForm<Record<string, unknown>, Record<string, unknown>>>;

function ContentField({ field, form }: { field: FieldSpec; form: Form }) {
  const id = `sc-content-${field.name}`;
  const error = form.formState.errors[field.name]?.message as string | undefined;
  const nullIfEmpty = (value: unknown) => (value === '' ? null : value);
  if (field.control === 'checkbox') {
    const control = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(error && errorId(id)) };
    return (
      <div className="lg-field sc-check">
        <input type="checkbox" {...control} {...form.register(field.name)} />
        <label htmlFor={id}>{field.label}</label>
        <FieldError id={id} error={error} />
      </div>
    );
  }
  const input = (control: FieldControlProps): ReactNode => {
    switch (field.control) {
      case 'textarea':
        return <textarea rows={5} {...control} {...form.register(field.name)} />;
      case 'number':
        return (
          <input
            type="number"
            step={field.step ?? '1'}
            {...control}
            {...form.register(field.name, { valueAsNumber: true })}
          />
        );
      case 'select':
        return (
          <select
            {...control}
            {...form.register(field.name, { setValueAs: field.name === 'image' ? nullIfEmpty : undefined })}
          >
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'category':
        return <CategorySelect control={control} form={form} name={field.name} />;
      case 'optional-text':
        return <input type="text" {...control} {...form.register(field.name, { setValueAs: nullIfEmpty })} />;
      default:
        return <input type="text" {...control} {...form.register(field.name)} />;
    }
  };
  return (
    <Field id={id} label={field.label} error={error} hint={field.hint}>
      {input}
    </Field>
  );
}

function CategorySelect({ control, form, name }: { control: object; form: Form; name: string }) {
  const categories = useRows('categories');
  return (
    <select {...control} {...form.register(name, { setValueAs: Number })}>
      <option value="0">choose a category</option>
      {categories.data?.map((category) => (
        <option key={category.id} value={category.id}>
          {String(category.categoryName)}
        </option>
      ))}
    </select>
  );
}

function History({ kind, id, onUndo }: { kind: ContentKind; id: number; onUndo: (version: number) => unknown }) {
  const history = useQuery({
    queryKey: [...listKey(kind), id, 'history'],
    queryFn: () => staffRead(`/content/${kind}/${id}/history`, contentHistorySchema),
  });
  const client = useQueryClient();
  const undo = async (version: number) => {
    await onUndo(version);
    await client.invalidateQueries({ queryKey: [...listKey(kind), id, 'history'] });
  };
  const entries = history.data ?? [];
  const oldest = entries.at(-1);
  return (
    <section className="sc-card" aria-labelledby="sc-content-history">
      <h2 id="sc-content-history">History</h2>
      {history.error ? <Notice error>{errorText(history.error)}</Notice> : null}
      <Table
        caption="Versions, newest first"
        headers={['version', 'when (UTC)', 'by', 'change', 'fields changed', { hidden: 'undo' }]}
        empty="No change recorded yet: this is the original."
        rows={entries.map((entry, index) => [
          entry.version,
          when(entry.at),
          entry.by,
          entry.restoredVersion === null ? entry.action : `${entry.action} to version ${entry.restoredVersion}`,
          entry.changed.join(', '),
          index === 0 ? (
            'current'
          ) : (
            <button
              key="undo"
              type="button"
              className="lg-button lg-button--secondary"
              onClick={() => undo(entry.version)}
            >
              Undo to version {entry.version}
            </button>
          ),
        ])}
      />
      {oldest?.before ? (
        <button type="button" className="lg-button lg-button--secondary" onClick={() => undo(0)}>
          Undo to the original (before version 1)
        </button>
      ) : null}
    </section>
  );
}

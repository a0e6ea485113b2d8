import type { ReactNode } from 'react';

/** The accessibility attributes a control needs to be tied to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its validation message underneath. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  return (
    <div className="lg-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(error && errorId(id), hintId) })}
      {hint ? (
        <p id={hintId ?? undefined} className="lg-field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message under a field (also used by fieldsets); `announce` reads it out as it appears. */
export function FieldError({ id, error, announce = false }: { id: string; error?: string; announce?: boolean }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="lg-field-error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}

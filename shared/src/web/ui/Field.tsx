import type { ReactNode } from 'react';
import { CharactersLeft } from './CharactersLeft';

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
  /** A length-limited text: shows (and describes the control with) how many characters are left. */
  count?: { length: number; max: number };
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its validation message underneath. */
export function Field({ id, label, error, hint, count, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const countId = count ? `${id}-count` : null;
  return (
    <div className="lg-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(error && errorId(id), hintId, countId),
      })}
      {hint ? (
        <p id={hintId ?? undefined} className="lg-field-hint">
          {hint}
        </p>
      ) : null}
      {count && countId ? <CharactersLeft id={countId} {...count} /> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The message under a field (also used by fieldsets); `announce` reads it out as it appears.
 * Spaces show as written (the spec's zip code message has two after its first sentence).
 */
export function FieldError({ id, error, announce = false }: { id: string; error?: string; announce?: boolean }) {
  if (!error) return null;
  return (
    <p
      id={errorId(id)}
      className="lg-field-error"
      role={announce ? 'alert' : undefined}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      {error}
    </p>
  );
}

import { useId } from 'react';
import { MAX_DONATION_MESSAGE_LENGTH, nextNote } from '../note';

/** The donation's optional note: up to 1000 characters, longer input ignored. */
export function NoteBox({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const id = useId();
  const countId = useId();
  return (
    <div className="lg-field">
      <label htmlFor={id}>leave us a note (optional)</label>
      <textarea
        id={id}
        name="message"
        rows={4}
        maxLength={MAX_DONATION_MESSAGE_LENGTH}
        value={value}
        aria-describedby={countId}
        onChange={(event) => onChange(nextNote(value, event.target.value))}
      />
      <p id={countId} className="cm-field-hint">
        {value.length} of {MAX_DONATION_MESSAGE_LENGTH} characters
      </p>
    </div>
  );
}

import { Field } from '@littlegivers/shared/web/ui/Field';
import { MAX_DONATION_MESSAGE_LENGTH, nextNote } from '../note';

/** The donation's optional note: up to 1000 characters, longer input ignored. */
export function NoteBox({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  return (
    <Field
      id="donate-note"
      label="leave us a note (optional)"
      hint={`${value.length} of ${MAX_DONATION_MESSAGE_LENGTH} characters`}
    >
      {(control) => (
        <textarea
          {...control}
          name="message"
          rows={4}
          maxLength={MAX_DONATION_MESSAGE_LENGTH}
          value={value}
          onChange={(event) => onChange(nextNote(value, event.target.value))}
        />
      )}
    </Field>
  );
}

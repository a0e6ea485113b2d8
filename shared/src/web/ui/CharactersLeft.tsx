/** From this many characters left, the count is also read out (politely) as it changes. */
export const ANNOUNCE_CHARACTERS_LEFT = 5;

export function charactersLeftText(left: number): string {
  return left === 1 ? '1 character left' : `${left} characters left`;
}

/**
 * How many characters a length-limited field has left. The visible count is part of the field's
 * description (read when the field is focused); the polite live region speaks only near the
 * limit, so typing a name is not narrated letter by letter.
 */
export function CharactersLeft({ id, length, max }: { id: string; length: number; max: number }) {
  const left = Math.max(0, max - length);
  return (
    <>
      <p id={id} className={left === 0 ? 'lg-field-count lg-field-count--none' : 'lg-field-count'}>
        {charactersLeftText(left)}
      </p>
      <span className="lg-visually-hidden" aria-live="polite">
        {left <= ANNOUNCE_CHARACTERS_LEFT ? charactersLeftText(left) : ''}
      </span>
    </>
  );
}

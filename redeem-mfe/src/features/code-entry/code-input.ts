/**
 * The code field groups what is typed as the token prints it (XXXX-XXXX-XXXX-XXXX) and keeps the
 * caret after the same letter it followed, so typing in the middle, pasting and deleting behave.
 */

import { codeSymbolsTyped, groupTypedRedemptionCode } from '@littlegivers/shared/contract/redemption-code';

export interface CodeInputChange {
  value: string;
  caret: number;
}

/** Where the caret goes in `grouped` to follow the `symbols`-th letter or digit. */
function caretAfterSymbols(grouped: string, symbols: number): number {
  if (symbols <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i += 1) {
    if (grouped[i] !== '-') seen += 1;
    if (seen === symbols) return i + 1;
  }
  return grouped.length;
}

/**
 * The field's new value and caret after an edit. `raw` and `caret` are the input's value and
 * selection end after the browser applied the edit; `previous` is the value before it. Deleting a
 * group's dash with Backspace deletes the letter before it (the dash alone would come right back).
 */
export function regroupCodeInput(raw: string, caret: number, previous: string, inputType?: string): CodeInputChange {
  let symbols = codeSymbolsTyped(raw);
  let before = codeSymbolsTyped(raw.slice(0, caret)).length;
  if (inputType === 'deleteContentBackward' && symbols === codeSymbolsTyped(previous) && before > 0) {
    symbols = symbols.slice(0, before - 1) + symbols.slice(before);
    before -= 1;
  }
  const value = groupTypedRedemptionCode(symbols);
  return { value, caret: caretAfterSymbols(value, Math.min(before, codeSymbolsTyped(value).length)) };
}

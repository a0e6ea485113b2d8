import { describe, expect, it } from 'vitest';
import { regroupCodeInput } from './code-input';

describe('regroupCodeInput (the code field as printed)', () => {
  it('groups typed letters by four and puts the caret after the last one', () => {
    expect(regroupCodeInput('abcd', 4, 'ABC', 'insertText')).toEqual({ value: 'ABCD', caret: 4 });
    expect(regroupCodeInput('ABCDe', 5, 'ABCD', 'insertText')).toEqual({ value: 'ABCD-E', caret: 6 });
    expect(regroupCodeInput('ABCD-EFGH1', 10, 'ABCD-EFGH', 'insertText')).toEqual({ value: 'ABCD-EFGH-1', caret: 11 });
  });

  it('keeps the caret after the same letter when typing in the middle', () => {
    // 'AB|CD-EFGH' + 'x' -> 'ABX|C-DEFG-H'
    expect(regroupCodeInput('ABxCD-EFGH', 3, 'ABCD-EFGH', 'insertText')).toEqual({ value: 'ABXC-DEFG-H', caret: 3 });
    // After the fourth letter of a group the caret goes past the dash, before the next letter.
    expect(regroupCodeInput('ABCxD-EFGH', 4, 'ABCD-EFGH', 'insertText')).toEqual({ value: 'ABCX-DEFG-H', caret: 4 });
  });

  it('accepts a pasted code with or without dashes or spaces, capped at a code', () => {
    expect(regroupCodeInput(' abcd 1234-efgh5678 ', 20, '', 'insertFromPaste')).toEqual({
      value: 'ABCD-1234-EFGH-5678',
      caret: 19,
    });
    expect(regroupCodeInput('abcd1234efgh5678', 16, '', 'insertFromPaste').value).toBe('ABCD-1234-EFGH-5678');
    expect(regroupCodeInput('ABCD-1234-EFGH-5678XYZ', 22, 'ABCD-1234-EFGH-5678', 'insertFromPaste')).toEqual({
      value: 'ABCD-1234-EFGH-5678',
      caret: 19,
    });
  });

  it('deletes the letter before a dash when Backspace removes the dash', () => {
    // 'ABCD-|E' Backspace: the browser removes '-', leaving 'ABCD|E'.
    expect(regroupCodeInput('ABCDE', 4, 'ABCD-E', 'deleteContentBackward')).toEqual({ value: 'ABCE', caret: 3 });
    // An ordinary Backspace removes one letter.
    expect(regroupCodeInput('ABCD-', 5, 'ABCD-E', 'deleteContentBackward')).toEqual({ value: 'ABCD', caret: 4 });
    expect(regroupCodeInput('', 0, 'A', 'deleteContentBackward')).toEqual({ value: '', caret: 0 });
  });

  it('drops what is not a letter or digit', () => {
    expect(regroupCodeInput('--  ', 4, '', 'insertText')).toEqual({ value: '', caret: 0 });
    expect(regroupCodeInput('AB!', 3, 'AB', 'insertText')).toEqual({ value: 'AB', caret: 2 });
  });
});

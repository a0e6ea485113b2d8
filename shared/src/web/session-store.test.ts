import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionJson, writeSessionJson } from './session-store';

afterEach(() => vi.restoreAllMocks());

describe('session store (per-tab memory of the flows)', () => {
  it('writes and reads JSON, and null removes', () => {
    writeSessionJson('k', { step: 2 });
    expect(sessionStorage.getItem('k')).toBe('{"step":2}');
    expect(readSessionJson('k')).toEqual({ step: 2 });
    writeSessionJson('k', null);
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(readSessionJson('k')).toBeNull();
  });

  it('reads null from what is not JSON, and never throws when storage is blocked', () => {
    sessionStorage.setItem('k', '{oops');
    expect(readSessionJson('k')).toBeNull();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readSessionJson('k')).toBeNull();
    expect(() => writeSessionJson('k', { step: 1 })).not.toThrow();
  });
});

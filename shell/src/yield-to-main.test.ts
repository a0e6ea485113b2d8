import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('resumes in a later task: after every microtask queued now', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    // A chain of microtasks: all of them run before a new task starts.
    void Promise.resolve()
      .then(() => order.push('microtask 1'))
      .then(() => order.push('microtask 2'))
      .then(() => order.push('microtask 3'));
    await resumed;
    expect(order).toEqual(['microtask 1', 'microtask 2', 'microtask 3', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});

/**
 * Test helpers for work that waits for the page to be idle or to be used (`whenIdle`,
 * `whenEngaged`): the idle callbacks held in a queue the test runs by hand, and a page no one has
 * used yet or used already. Each stubs globals with `vi.stubGlobal`: the test's `vi.unstubAllGlobals()` puts them back.
 */
import { vi } from 'vitest';

/**
 * Holds every `requestIdleCallback` task in the returned queue, in order, for the test to run
 * (`queue[0]?.()`); a cancelled one is replaced by a no-op.
 */
export function holdIdleCallbacks(): (() => void)[] {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => undefined;
  });
  return idle;
}

/** What the browser says of the page's use: `false`, not used yet (no sticky user activation). */
export function withUserActivation(hasBeenActive: boolean): void {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { userActivation: { hasBeenActive } }));
}

/** A promise that resolves after `ms`. */
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `load`, tried again after each of `delaysMs` while it fails (so `delaysMs.length + 1` attempts at
 * most); `before` runs before each attempt. The last attempt's error is the one thrown.
 */
export async function withRetries<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[],
  before?: () => void,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      before?.();
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

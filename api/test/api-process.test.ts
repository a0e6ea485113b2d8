import { describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process';

describe('an API process started for a test', () => {
  it('that exits before it answers fails at once, with its own last output', async () => {
    const started = Date.now();
    await expect(startApiProcess({ ...process.env, APP_ENV: 'bogus' })).rejects.toThrow(
      /exited \(code 1\).*\n.*Invalid configuration: APP_ENV/s,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 40_000);
});

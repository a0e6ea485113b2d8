/**
 * redeem-mfe's test setup (after the shared one): jsdom draws no canvas, so canvas-confetti is
 * replaced by a recorder (a test imports 'canvas-confetti' to see whether the celebration ran).
 */
import { vi } from 'vitest';

const recorder = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(async () => undefined),
    { reset: vi.fn(), create: vi.fn() },
  );
  // A confetti instance on a canvas of the celebration's own records into the same recorder.
  fire.create.mockImplementation(() => fire);
  return { fire };
});

vi.mock('canvas-confetti', () => ({ default: recorder.fire }));

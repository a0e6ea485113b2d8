/**
 * redeem-mfe's test setup (after the shared one): jsdom draws no canvas, so canvas-confetti is
 * replaced by a recorder (a test imports 'canvas-confetti' to see whether the celebration ran), and
 * a canvas's 2D context is one that draws nothing: the real canvas-confetti, should a celebration
 * ever load it past the mock, then animates on it instead of throwing from a frame callback (jsdom's
 * own context is null) into whichever test runs next.
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

/** A 2D context whose every method does nothing and whose every property can be set. */
const drawsNothing = () =>
  new Proxy({} as Record<PropertyKey, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });

HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
  return kind === '2d' ? drawsNothing() : null;
} as unknown as HTMLCanvasElement['getContext'];

import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenEngaged } from './when-engaged';

/** Idle callbacks held until the test runs them. */
function holdIdle() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => undefined;
  });
  return idle;
}

function withActivation(hasBeenActive: boolean) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { userActivation: { hasBeenActive } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('whenEngaged (heavy work a screen needs, started by the person, not by the load)', () => {
  it('waits for a first touch, key or focus, then runs at the next idle moment, once', () => {
    const idle = holdIdle();
    withActivation(false);
    const task = vi.fn();
    whenEngaged(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('focusin'));
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(idle).toHaveLength(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'])('counts %s as a start', (type) => {
    const idle = holdIdle();
    withActivation(false);
    const task = vi.fn();
    const cancel = whenEngaged(task);
    window.dispatchEvent(new Event(type));
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('runs at idle at once on a page the person has already used (a screen reached by a click)', () => {
    const idle = holdIdle();
    withActivation(true);
    const task = vi.fn();
    whenEngaged(task);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the first touch', () => {
    const idle = holdIdle();
    withActivation(false);
    const before = vi.fn();
    whenEngaged(before)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(idle).toHaveLength(0);
    const after = vi.fn();
    const cancel = whenEngaged(after);
    window.dispatchEvent(new Event('pointerdown'));
    cancel();
    idle[0]?.();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

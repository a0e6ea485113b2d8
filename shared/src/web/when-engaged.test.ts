import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks, withUserActivation } from '../testing/unused-page';
import { whenEngaged } from './when-engaged';

afterEach(() => vi.unstubAllGlobals());

describe('whenEngaged (heavy work a screen needs, started by the person, not by the load)', () => {
  it('waits for a first touch, key or focus, then runs at the next idle moment, once', () => {
    const idle = holdIdleCallbacks();
    withUserActivation(false);
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
    const idle = holdIdleCallbacks();
    withUserActivation(false);
    const task = vi.fn();
    const cancel = whenEngaged(task);
    window.dispatchEvent(new Event(type));
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('runs at idle at once on a page the person has already used (a screen reached by a click)', () => {
    const idle = holdIdleCallbacks();
    withUserActivation(true);
    const task = vi.fn();
    whenEngaged(task);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the first touch', () => {
    const idle = holdIdleCallbacks();
    withUserActivation(false);
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

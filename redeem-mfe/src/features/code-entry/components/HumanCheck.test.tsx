import { holdIdleCallbacks, withUserActivation } from '@littlegivers/shared/testing/unused-page';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HumanCheck } from './HumanCheck';

/** Counts how often the widget's module is evaluated (it registers <altcha-widget> when it is). */
const widgetScript = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('altcha', () => {
  widgetScript.evaluated += 1;
  return {};
});

afterEach(() => vi.unstubAllGlobals());

describe('the human check', () => {
  it('runs the widget script once the child starts to use the page, never on the load itself', async () => {
    const idle = holdIdleCallbacks();
    withUserActivation(false);
    const view = render(<HumanCheck onChange={() => undefined} />);
    // The element is in the page from the start (so the step's layout does not move), undefined yet.
    expect(document.querySelector('altcha-widget')).toHaveAttribute('auto', 'onload');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toHaveLength(0);
    expect(widgetScript.evaluated).toBe(0);
    // Its place says what wakes it.
    expect(screen.getByText('tap your code box below and a "not a robot" box shows up here')).toBeVisible();
    // A first tap on the page: the script runs at the next idle moment, not in the tap's own frame.
    window.dispatchEvent(new Event('pointerdown'));
    expect(idle).toHaveLength(1);
    expect(widgetScript.evaluated).toBe(0);
    act(() => idle[0]?.());
    expect(screen.getByText('your "not a robot" box is on its way')).toBeVisible();
    await vi.waitFor(() => expect(widgetScript.evaluated).toBe(1));
    view.unmount();
  });
});

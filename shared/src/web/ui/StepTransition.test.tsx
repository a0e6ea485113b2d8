import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setReducedMotion } from '../../testing/reduced-motion';
import { StepTransition } from './StepTransition';

/** The redeem flow's classes. */
const classNames = { enter: 'redeem-transition redeem-enter', leave: 'redeem-transition redeem-leave' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StepTransition', () => {
  it('appears with the enter animation, leaves for 300 ms, then enters the new step', () => {
    setReducedMotion(false);
    const { rerender } = render(
      <StepTransition step={1} classNames={classNames}>
        step one
      </StepTransition>,
    );
    expect(screen.getByText('step one')).toHaveAttribute('data-phase', 'enter');
    expect(screen.getByText('step one')).toHaveClass('redeem-enter');

    rerender(
      <StepTransition step={2} classNames={classNames}>
        step two
      </StepTransition>,
    );
    expect(screen.getByText('step one')).toHaveAttribute('data-phase', 'leave');
    expect(screen.getByText('step one')).toHaveAttribute('inert');
    expect(screen.queryByText('step two')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('step one')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('step one')).not.toBeInTheDocument();
    expect(screen.getByText('step two')).toHaveAttribute('data-phase', 'enter');
  });

  it('swaps at once under prefers-reduced-motion', () => {
    setReducedMotion(true);
    const { rerender } = render(
      <StepTransition step={1} classNames={classNames}>
        step one
      </StepTransition>,
    );
    rerender(
      <StepTransition step={2} classNames={classNames}>
        step two
      </StepTransition>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('step two')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Presence } from './Presence';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Presence (500 ms enter/appear, 300 ms leave)', () => {
  it('fades in, then fades out for 300 ms, inert, before leaving the DOM', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    const { rerender } = render(
      <Presence show>
        <button type="button">inside</button>
      </Presence>,
    );
    const wrapper = screen.getByRole('button', { name: 'inside' }).parentElement as HTMLElement;
    expect(wrapper).toHaveClass('cm-enter');

    rerender(
      <Presence show={false}>
        <button type="button">inside</button>
      </Presence>,
    );
    expect(wrapper).toHaveClass('cm-leave');
    expect(wrapper).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('inside')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });

  it('leaves at once under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    const { rerender } = render(<Presence show>inside</Presence>);
    rerender(<Presence show={false}>inside</Presence>);
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('lazyPart', () => {
  it('shows the fallback until the part is in, then the part', async () => {
    const load = vi.fn(async () => Greeting);
    const { Part } = lazyPart(load);
    render(inSuspense(<Part name="Maya" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Maya')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in the same frame, with no loading state, once prefetched', async () => {
    const load = vi.fn(async () => Greeting);
    const { Part, prefetch } = lazyPart(load);
    await prefetch();
    await prefetch();
    render(inSuspense(<Part name="Ava" />));
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByText('hello Ava')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next prefetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const { prefetch } = lazyPart(load);
    await expect(prefetch()).rejects.toThrow('offline');
    await expect(prefetch()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

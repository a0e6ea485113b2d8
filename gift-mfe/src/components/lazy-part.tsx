import { type ComponentType, lazy, useState } from 'react';

/**
 * A part of the screen loaded on demand, in a chunk of its own. `prefetch()` fetches it ahead of
 * time; once it is in, the part renders at once, in the same frame as the rest, with no loading
 * state (React.lazy alone suspends for a tick even then, and React holds a revealed boundary back
 * for up to 300 ms). Before that, it suspends: the nearest Suspense shows its fallback. Which of
 * the two a mounted part uses never changes, so a part shown while loading keeps its state.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const prefetch = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed download may be tried again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => prefetch().then((component) => ({ default: component })));
  function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Part, prefetch };
}

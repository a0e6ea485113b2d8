import type { RemoteModule } from '@littlegivers/shared/web/remote-modules';
import type { RemoteName } from '@littlegivers/shared/web/runtime-config';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { Component, type ReactNode, useMemo, useState } from 'react';
import { forgetRemote, loadRemoteScreen } from './load-screen';
import { useLoadedScreen } from './use-loaded-screen';

const remoteLabels: Record<RemoteName, string> = {
  gift: 'the gift card builder',
  redeem: 'the kidspage',
  content: 'this page',
  staff: 'the staff console',
};

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the shell lives on. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.remote} remote failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="lg-card remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
        <h1 id="remote-fallback-title">we couldn't load {remoteLabels[this.props.remote]}</h1>
        <p>The rest of the site still works. Please check your connection and try again in a moment.</p>
        <button
          type="button"
          className="lg-button"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          try again
        </button>
      </section>
    );
  }
}

/** The screen once its remote has loaded it; the loading state until then. */
function LoadedScreen<R extends RemoteName>({ remote, module }: { remote: R; module: RemoteModule<R> }) {
  const load = useMemo(() => loadRemoteScreen(remote, module), [remote, module]);
  const Screen = useLoadedScreen(load);
  return Screen ? <Screen /> : <LoadingOverlay inline label="loading" />;
}

/** Renders one screen exposed by a remote, with loading, retry and fallback around it. */
export function RemoteScreen<R extends RemoteName>({ remote, module }: { remote: R; module: RemoteModule<R> }) {
  const [attempt, setAttempt] = useState(0);
  // The slot is at least a viewport tall, so the footer starts below the fold and does not jump
  // when the screen replaces its loading state (no layout shift).
  return (
    <div className="remote-slot">
      <RemoteBoundary
        key={`${remote}:${module}:${attempt}`}
        remote={remote}
        onRetry={() => {
          forgetRemote(remote);
          setAttempt((value) => value + 1);
        }}
      >
        <LoadedScreen remote={remote} module={module} />
      </RemoteBoundary>
    </div>
  );
}

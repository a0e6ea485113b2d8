import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { assetBaseUrl } from '../remote-manifest';

interface SnapshotShared {
  sharedName: string;
  assets: { js: { sync: string[] } };
}

interface RegisteredShare {
  lib?: unknown;
  loaded?: boolean;
  loading?: unknown;
}

/**
 * The shared libraries' scripts a remote will ask for that nothing on the page provides yet (a
 * library the remotes share among themselves, which the shell does not use), as absolute URLs.
 * Libraries the shell registered (React, the router, the bus, zod) or another remote already loaded
 * are left out.
 */
export function sharedScriptsToPreload(
  snapshot: { shared?: SnapshotShared[]; publicPath?: string },
  manifestUrl: string,
  registered: Record<string, RegisteredShare[] | undefined>,
): string[] {
  const base = assetBaseUrl(snapshot.publicPath, manifestUrl);
  const provided = (name: string) =>
    (registered[name] ?? []).some((share) => share.lib !== undefined || share.loaded || share.loading);
  return (snapshot.shared ?? [])
    .filter((shared) => !provided(shared.sharedName))
    .flatMap((shared) => shared.assets.js.sync.map((asset) => new URL(asset, base).href));
}

function runScriptEarly(url: string): void {
  if (document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  // A failed early load must not stand in for the remote's own attempt (its loader reuses a
  // script element with the same src).
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

/**
 * Runtime plugin: as soon as a remote's manifest is read (on a route or a preload on hover), its
 * shared libraries' chunks are fetched and run alongside its entry and the screen's own chunks,
 * instead of after the entry has run: one round trip less on a cold load. They are webpack chunks:
 * running them early only registers modules.
 */
export function preloadSharedChunks(): ModuleFederationRuntimePlugin {
  return {
    name: 'littlegivers-preload-shared-chunks',
    afterLoadSnapshot(args) {
      const { remoteSnapshot, moduleInfo, host } = args;
      const manifestUrl = 'entry' in moduleInfo ? moduleInfo.entry : undefined;
      if (typeof document === 'undefined' || !remoteSnapshot || !manifestUrl?.endsWith('.json')) return args;
      try {
        const registered = (host.options.shared ?? {}) as Record<string, RegisteredShare[] | undefined>;
        for (const url of sharedScriptsToPreload(remoteSnapshot as never, manifestUrl, registered)) runScriptEarly(url);
      } catch (error) {
        console.warn('[federation] could not preload shared chunks', error);
      }
      return args;
    },
  };
}

import '@littlegivers/shared/web/tokens.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { federationNames, type RemoteModule, remoteRoutes } from '../remote-modules';
import type { RemoteName } from '../runtime-config';

/** The remote's routes (from the one route map) with the screen each shows. */
export function standaloneRoutes<R extends RemoteName>(
  remote: R,
  screens: Partial<Record<RemoteModule<R>, ComponentType>>,
): Record<string, ComponentType> {
  const routes: Record<string, ComponentType> = {};
  for (const route of remoteRoutes) {
    const screen = route.remote === remote ? screens[route.module as RemoteModule<R>] : undefined;
    if (screen) routes[route.path] = screen;
  }
  return routes;
}

/**
 * A remote running on its own (`pnpm --filter <app> dev`): its screens on their routes, with a
 * plain list of links instead of the shell's chrome. For the remote's own team only.
 */
export function renderStandalone<R extends RemoteName>(
  remote: R,
  modules: Record<RemoteModule<R>, ComponentType>,
): void {
  const app = federationNames[remote].replace('_', '-');
  const screens = standaloneRoutes(remote, modules);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(
    <BrowserRouter>
      <nav aria-label={`${app} standalone`} style={{ padding: '0.5rem 1rem', borderBottom: '1px solid #ccc' }}>
        <strong>{app} (standalone)</strong>{' '}
        {Object.keys(screens).map((path) => (
          <Link key={path} to={path} style={{ marginRight: '1rem' }}>
            {path}
          </Link>
        ))}
      </nav>
      <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1rem' }}>
        <Routes>
          {Object.entries(screens).map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Routes>
      </main>
    </BrowserRouter>,
  );
}

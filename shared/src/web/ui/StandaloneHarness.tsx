import '@littlegivers/shared/web/tokens.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/**
 * A remote running on its own (`pnpm --filter <app> dev`): its screens on their routes, with a
 * plain list of links instead of the shell's chrome. For the remote's own team only.
 */
export function renderStandalone(app: string, screens: Record<string, ComponentType>): void {
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

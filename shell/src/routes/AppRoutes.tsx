import { remoteRoutes } from '@littlegivers/shared/web/remote-modules';
import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/screens/RemoteScreen';
import { Home } from './Home';
import { NotFound } from './NotFound';

/** Spec section 2: exact-match routes, all public. */
export function AppRoutes() {
  return (
    <Routes>
      <Route caseSensitive path="/" element={<Home />} />
      {remoteRoutes.map((route) => (
        <Route
          key={route.path}
          caseSensitive
          path={route.path}
          element={<RemoteScreen remote={route.remote} module={route.module} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

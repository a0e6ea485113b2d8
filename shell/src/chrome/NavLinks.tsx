import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { FlowLink } from '@littlegivers/shared/web/ui/FlowLink';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router-dom';
import { loadRemoteScreen } from '../federation/screens/load-screen';
import { remoteRouteFor } from '../routes/remote-routes';
import { type NavItem, navItems } from './nav-items';

/** The remote screen behind a link is preloaded when the pointer or focus rests on it. */
function preload(item: NavItem) {
  const route = remoteRouteFor(item.to);
  if (route) loadRemoteScreen(route.remote, route.module as never).catch(() => undefined);
}

/** The navigation links, shared by the top bar and the footer; `onFollow` runs when one is followed. */
export function NavLinks({ className, id, onFollow }: { className: string; id?: string; onFollow?: () => void }) {
  const { productName } = useStore($runtimeConfig);
  const { pathname } = useLocation();
  return (
    <ul className={className} id={id}>
      {navItems.map((item) => (
        <li key={item.to}>
          <FlowLink
            to={item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
            onPointerEnter={() => preload(item)}
            onFocus={() => preload(item)}
            onClick={onFollow}
          >
            {item.label(productName)}
          </FlowLink>
        </li>
      ))}
    </ul>
  );
}

import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from './page-title';

/** Sets the document title for the current route on every navigation. */
export function DocumentTitle() {
  const { productName } = useStore($runtimeConfig);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, productName);
  }, [pathname, productName]);
  return null;
}

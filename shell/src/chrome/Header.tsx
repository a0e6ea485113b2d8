import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { NavLinks } from './NavLinks';

export function Header() {
  const { productName } = useStore($runtimeConfig);
  return (
    <header className="site-header">
      <Link to="/" className="site-brand">
        {productName}
      </Link>
      <nav aria-label="main">
        <NavLinks className="nav-links" />
      </nav>
    </header>
  );
}

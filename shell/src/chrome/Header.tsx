import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useDisclosure } from '@littlegivers/shared/web/use-disclosure';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { NavLinks } from './NavLinks';

/**
 * The brand and the main navigation. On a narrow screen the links collapse behind a menu button
 * (the disclosure pattern: aria-expanded and aria-controls, Escape closes and returns focus).
 */
export function Header() {
  const { productName } = useStore($runtimeConfig);
  const menu = useDisclosure();
  return (
    <header className="site-header">
      <Link to="/" className="site-brand">
        {productName}
      </Link>
      <nav aria-label="main" className="site-nav" data-open={menu.open} onKeyDown={menu.onKeyDown}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={menu.open}
          aria-controls="main-menu"
          onClick={menu.toggle}
        >
          <span className="menu-button__bars" aria-hidden="true" />
          menu
        </button>
        <NavLinks id="main-menu" className="nav-links" onFollow={menu.close} />
      </nav>
    </header>
  );
}

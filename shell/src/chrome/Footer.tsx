import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { NavLinks } from './NavLinks';

export function copyrightLine(productName: string, now = new Date()): string {
  return `© ${now.getFullYear()} ${productName}. All rights reserved.`;
}

export function Footer() {
  const { productName } = useStore($runtimeConfig);
  return (
    <footer className="site-footer">
      <nav aria-label="footer">
        <NavLinks className="footer-links" />
      </nav>
      <ul className="footer-links footer-more">
        <li>
          <Link to="/charities">charities</Link>
        </li>
        <li>
          <Link to="/fun-ideas">fun ideas</Link>
        </li>
        <li>
          <Link to="/impact">impact</Link>
        </li>
      </ul>
      <p className="copyright">{copyrightLine(productName)}</p>
    </footer>
  );
}

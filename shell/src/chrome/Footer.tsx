import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';
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
      <p className="copyright">{copyrightLine(productName)}</p>
    </footer>
  );
}

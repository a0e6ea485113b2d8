export interface NavItem {
  to: string;
  label: (productName: string) => string;
}

/** Spec section 2: home, gift now, kidspage, faq, support {product}, about us. */
export const navItems: NavItem[] = [
  { to: '/', label: () => 'home' },
  { to: '/gift-now', label: () => 'gift now' },
  { to: '/kidspage', label: () => 'kidspage' },
  { to: '/faq', label: () => 'faq' },
  { to: '/donate', label: (product) => `support ${product}` },
  { to: '/about-us', label: () => 'about us' },
];

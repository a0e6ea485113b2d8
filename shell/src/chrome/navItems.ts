import type { RemoteModule } from '@littlegivers/shared/contract';
import type { RemoteName } from '@littlegivers/shared/runtime-config';

export interface NavItem {
  to: string;
  label: (productName: string) => string;
  /** The remote screen behind the link, preloaded when the pointer or focus rests on it. */
  remote?: { [R in RemoteName]: { name: R; module: RemoteModule<R> } }[RemoteName];
}

/** Spec section 2: home, gift now, kidspage, faq, support {product}, about us. */
export const navItems: NavItem[] = [
  { to: '/', label: () => 'home' },
  { to: '/gift-now', label: () => 'gift now', remote: { name: 'gift', module: './GiftFlow' } },
  { to: '/kidspage', label: () => 'kidspage', remote: { name: 'redeem', module: './RedeemFlow' } },
  { to: '/faq', label: () => 'faq', remote: { name: 'content', module: './Faq' } },
  { to: '/donate', label: (product) => `support ${product}`, remote: { name: 'content', module: './Donate' } },
  { to: '/about-us', label: () => 'about us', remote: { name: 'content', module: './AboutUs' } },
];

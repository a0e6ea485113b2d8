/** Every route of spec section 2 and the public ledger (/impact), plus one that is not a route. */
export const allRoutes = [
  '/',
  '/gift-now',
  '/kidspage',
  '/redeem-now',
  '/faq',
  '/donate',
  '/about-us',
  '/fun-ideas',
  '/charities',
  '/impact',
  '/no-such-page',
];

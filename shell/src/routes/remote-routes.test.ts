import { remoteModules, remoteRoutes } from '@littlegivers/shared/web/remote-modules';
import { remoteRouteFor } from './remote-routes';

describe('remoteRouteFor', () => {
  it('finds the remote screen of each remote route, with or without a trailing slash', () => {
    expect(remoteRouteFor('/kidspage')).toEqual({
      path: '/kidspage',
      remote: 'redeem',
      module: './RedeemFlow',
      title: 'kidspage',
    });
    expect(remoteRouteFor('/faq/')).toEqual({ path: '/faq', remote: 'content', module: './Faq', title: 'faq' });
  });

  it('is exact and case-sensitive, like the router', () => {
    for (const path of ['/', '/FAQ', '/faq/extra', '/gift', '/nope']) expect(remoteRouteFor(path)).toBeUndefined();
  });

  it('only names screens the remotes expose', () => {
    for (const route of remoteRoutes) expect(remoteModules[route.remote]).toContain(route.module);
  });

  it('lists each path once, each with a page title', () => {
    expect(new Set(remoteRoutes.map((route) => route.path)).size).toBe(remoteRoutes.length);
    for (const route of remoteRoutes) expect(route.title.trim()).not.toBe('');
  });
});

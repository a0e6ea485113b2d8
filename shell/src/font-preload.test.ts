import { preloadDesignFont } from './font-preload';

const fontUrl = '/fonts/nunito-latin-wght-normal.0123456789.woff2';
const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];

describe('preloadDesignFont', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style data-font-url="${fontUrl}">@font-face {}</style>`;
  });

  it('preloads the font named by the @font-face rules on a route without a remote, once', () => {
    preloadDesignFont('/');
    preloadDesignFont('/no-such-page');
    expect(preloads().map((link) => [link.getAttribute('href'), link.type, link.crossOrigin])).toEqual([
      [fontUrl, 'font/woff2', 'anonymous'],
    ]);
  });

  it('leaves the bandwidth to main.js and the remote on a route that shows a remote', () => {
    for (const path of ['/gift-now', '/kidspage', '/redeem-now/', '/faq', '/donate']) preloadDesignFont(path);
    expect(preloads()).toEqual([]);
  });

  it('does nothing on a page without the rules', () => {
    document.head.innerHTML = '';
    preloadDesignFont('/');
    expect(preloads()).toEqual([]);
  });
});

import { holdDesignFont, releaseDesignFont, startDesignFont } from './font-preload';

const fontUrl = '/fonts/nunito-latin-wght-normal.0123456789.woff2';
const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
const nunitoRule = () => document.querySelector<HTMLStyleElement>('style[data-font-url]');

describe('the design font', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style data-font-url="${fontUrl}">@font-face {}</style><style>@font-face {}</style>`;
  });

  it('is preloaded on a route without a remote, once, and its rule applies from the start', () => {
    startDesignFont('/');
    startDesignFont('/no-such-page');
    expect(preloads().map((link) => [link.getAttribute('href'), link.type, link.crossOrigin])).toEqual([
      [fontUrl, 'font/woff2', 'anonymous'],
    ]);
    expect(nunitoRule()?.hasAttribute('media')).toBe(false);
  });

  it('waits on a remote route until the screen has painted: not preloaded, its rule held back', () => {
    for (const path of ['/gift-now', '/kidspage', '/redeem-now/', '/faq', '/donate']) {
      startDesignFont(path);
      expect(preloads()).toEqual([]);
      expect(nunitoRule()?.media).toBe('not all');
      // The fallback faces always apply.
      expect(document.querySelectorAll('style:not([media])')).toHaveLength(1);
      releaseDesignFont();
      expect(nunitoRule()?.hasAttribute('media')).toBe(false);
    }
  });

  it('does nothing on a page without the rules', () => {
    document.head.innerHTML = '';
    startDesignFont('/');
    startDesignFont('/gift-now');
    releaseDesignFont();
    expect(preloads()).toEqual([]);
  });
});

describe("boot.js's part of the design font", () => {
  beforeEach(() => {
    document.head.innerHTML = `<style data-font-url="${fontUrl}">@font-face {}</style><style>@font-face {}</style>`;
  });

  it('holds the rule back on a remote route and preloads nothing anywhere: main.js starts the font', () => {
    holdDesignFont('/');
    expect(preloads()).toEqual([]);
    expect(nunitoRule()?.hasAttribute('media')).toBe(false);
    holdDesignFont('/faq');
    expect(preloads()).toEqual([]);
    expect(nunitoRule()?.media).toBe('not all');
  });
});

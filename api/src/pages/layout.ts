/**
 * The frame of the few pages the API serves to a browser itself (a closed card link, a gift's
 * reminders page): the product's look (its palette, its font where installed, the yellow banner),
 * a heading and the page's own HTML. `noindex`: none of them belongs in a search engine.
 */
import { palette } from '@littlegivers/design';
import type { SiteConfig } from '../config';
import { escapeHtml } from '../lib/html';

export interface PageFrame {
  productName: string;
  site: SiteConfig;
  title: string;
  /** The page's HTML under its heading (the caller escapes what it interpolates). */
  body: string;
}

export function productPage({ productName, site, title, body }: PageFrame): string {
  const name = escapeHtml(productName);
  const home = escapeHtml(site.url);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${name}</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:Nunito,"Nunito Fallback",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
font-size:1.0625rem;line-height:1.55;color:${palette.ink};background:${palette.canvas}}
.banner{margin:0;padding:.5rem 1rem;text-align:center;background:${palette.bannerYellow};color:${palette.bannerYellowInk};font-weight:700}
header{padding:1rem;text-align:center}
header a{color:${palette.brand};font-weight:800;font-size:1.4rem;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:0 1rem 3rem}
.card{background:${palette.paper};border:1px solid ${palette.border};border-radius:16px;padding:1.5rem}
h1{color:${palette.brand};font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.15rem;margin:1.25rem 0 .5rem}
ul{padding-left:1.25rem;margin:0}li{margin:.4rem 0}
a{color:${palette.brand}}a:focus-visible,button:focus-visible{outline:3px solid ${palette.focus};outline-offset:2px}
.button{display:inline-block;margin-top:1.25rem;padding:.7rem 1.2rem;border-radius:999px;border:0;background:${palette.brand};
color:${palette.brandInk};font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
</style></head><body>
<p class="banner">giving the special children in your life the gift of giving</p>
<header><a href="${home}">${name}</a></header>
<main><div class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</div></main>
</body></html>`;
}

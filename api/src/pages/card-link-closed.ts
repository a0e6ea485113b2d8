/**
 * The page a browser gets for a print-at-home card link that opens nothing any more (replaced by
 * `ops reissue`, expired after 30 days, or mistyped): in the product's look (its palette, its
 * font where installed), saying what happened and what to do. Programs asking for JSON keep the
 * `{ message }` answer (routes/card-download.ts picks by the Accept header).
 */
import { palette } from '@littlegivers/design';
import type { SiteConfig } from '../config';
import { escapeHtml } from '../lib/html';

export const CARD_LINK_CLOSED_TITLE = 'this card link does not open any more';

export function cardLinkClosedPage({ productName, site }: { productName: string; site: SiteConfig }): string {
  const name = escapeHtml(productName);
  const email = escapeHtml(site.contactEmail);
  const home = escapeHtml(site.url);
  const kidspage = escapeHtml(site.kidspageUrl);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(CARD_LINK_CLOSED_TITLE)} · ${name}</title>
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
a{color:${palette.brand}}a:focus-visible{outline:3px solid ${palette.focus};outline-offset:2px}
.button{display:inline-block;margin-top:1.25rem;padding:.7rem 1.2rem;border-radius:999px;background:${palette.brand};
color:${palette.brandInk};font-weight:700;text-decoration:none}
</style></head><body>
<p class="banner">giving the special children in your life the gift of giving</p>
<header><a href="${home}">${name}</a></header>
<main><div class="card">
<h1>${escapeHtml(CARD_LINK_CLOSED_TITLE)}</h1>
<p>A link to a printed card works for 30 days, and stops working as soon as the card gets a new secret code (for
example after a card was lost). The gift itself is safe.</p>
<h2>what to do</h2>
<ul>
<li>If we sent you a newer link, use that one: it opens the card with its new code.</li>
<li>Otherwise, email us at <a href="mailto:${email}">${email}</a> with your order number (it starts with LG- and is
in your receipt), and we will send you a new link.</li>
<li>Already printed the card and its code was never replaced? The child can still open the gift on the
<a href="${kidspage}">kidspage</a>.</li>
</ul>
<a class="button" href="${home}">go to ${name}</a>
</div></main>
</body></html>`;
}

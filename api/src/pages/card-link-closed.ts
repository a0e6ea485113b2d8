/**
 * The page a browser gets for a print-at-home card link that opens nothing any more (replaced by
 * `ops reissue`, expired after 30 days, or mistyped): in the product's look, saying what happened
 * and what to do. A link replaced by a new card says so, with the day and where the new link went.
 * Programs asking for JSON keep the `{ message }` answer (routes/card-download.ts picks by the
 * Accept header).
 */
import type { SiteConfig } from '../config';
import { escapeHtml } from '../lib/html';
import { productPage } from './layout';

export const CARD_LINK_CLOSED_TITLE = 'this card link does not open any more';
export const CARD_REPLACED_TITLE = 'a new card was issued for this gift';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function cardLinkClosedPage({
  productName,
  site,
  replacedAt,
}: {
  productName: string;
  site: SiteConfig;
  /** The link was revoked because the card was reissued then. */
  replacedAt?: Date;
}): string {
  const name = escapeHtml(productName);
  const email = escapeHtml(site.contactEmail);
  const home = escapeHtml(site.url);
  const kidspage = escapeHtml(site.kidspageUrl);
  if (replacedAt)
    return productPage({
      productName,
      site,
      title: CARD_REPLACED_TITLE,
      body: `<p>On ${escapeHtml(dayFormat.format(replacedAt))} this card was replaced by a new card with a new secret code,
and its link was e-mailed to the person who bought the gift. This link and the code on the first card no longer work.
The gift itself is safe.</p>
<h2>what to do</h2>
<ul>
<li>Print the new card from the link in that e-mail (it also shows on the gift page).</li>
<li>Can't find it? Email us at <a href="mailto:${email}">${email}</a> with your order number (it starts with LG-), and we
will send it again.</li>
</ul>
<a class="button" href="${home}">go to ${name}</a>`,
    });
  return productPage({
    productName,
    site,
    title: CARD_LINK_CLOSED_TITLE,
    body: `<p>A link to a printed card works for 30 days, and stops working as soon as the card gets a new secret code (for
example after a card was lost). The gift itself is safe.</p>
<h2>what to do</h2>
<ul>
<li>If we sent you a newer link, use that one: it opens the card with its new code.</li>
<li>Otherwise, email us at <a href="mailto:${email}">${email}</a> with your order number (it starts with LG- and is
in your receipt), and we will send you a new link.</li>
<li>Already printed the card and its code was never replaced? The child can still open the gift on the
<a href="${kidspage}">kidspage</a>.</li>
</ul>
<a class="button" href="${home}">go to ${name}</a>`,
  });
}

/**
 * The e-card message and the purchaser's "your gift was sent" note, as rendered, checked against the
 * email-client support data of caniemail (`@jsx-email/doiuse-email`) for Gmail, Outlook and Apple
 * Mail (every platform of each). A feature those clients lack fails the test unless it is one of
 * the few named below, each with why the message still reads right without it.
 */
import { doIUseEmail } from '@jsx-email/doiuse-email';
import type { MailDataByKind } from '../../src/mail/message-data';
import { renderMail } from '../../src/mail/templates';
import { samples, settings } from './samples';

const CLIENTS = ['gmail.*', 'outlook.*', 'apple-mail.*'];

/** Features the major clients lack that the messages use knowingly, and why each is harmless. */
const TOLERATED: Record<string, string> = {
  '<body> element':
    'Outlook for Mac and mobile drop the body element; the background and font are repeated on the outer table cell.',
  'display:none':
    'Hides the preview text (preheader); where unsupported it stays invisible through max-height:0 and overflow.',
  overflow: 'Part of the preview text hiding; where unsupported, display:none or max-height:0 still hides it.',
  opacity: 'Part of the preview text hiding; where unsupported, display:none or max-height:0 still hides it.',
  'role attribute':
    'role="presentation" tells screen readers the layout tables are not data; a client that strips it shows the same layout.',
  'aria-label attribute': "Names the card's frame for screen readers; the picture's alt text carries the same words.",
  'border-radius': 'Rounded corners; Outlook for Windows draws them square.',
  outline: "The image reset's outline:none; clients without outline draw no outline anyway.",
  'target attribute': 'Gmail opens every link in a new tab itself; the button works the same.',
};

/** The feature names of doiuse-email's errors ("`X` is not supported by `client`"), each with its clients. */
function unsupported(html: string): Map<string, Set<string>> {
  const result = doIUseEmail(html, { emailClients: CLIENTS });
  const features = new Map<string, Set<string>>();
  if (result.success) return features;
  for (const error of result.errors) {
    const match = /^`(.+)` is not supported by `(.+)`$/.exec(error);
    if (!match) throw new Error(`unexpected doiuse-email error: ${error}`);
    const [, feature = '', client = ''] = match;
    features.set(feature, (features.get(feature) ?? new Set()).add(client));
  }
  return features;
}

const kinds = ['ecard', 'ecard-sent'] as const satisfies (keyof MailDataByKind)[];

describe.each(kinds)('the %s message in Gmail, Outlook and Apple Mail', (kind) => {
  it('uses no HTML or CSS feature they lack, beyond the tolerated ones', async () => {
    const { html } = await renderMail(kind, samples[kind] as never, settings);
    const found = unsupported(html);
    const untolerated = [...found].filter(([feature]) => !(feature in TOLERATED));
    expect(untolerated.map(([feature, clients]) => `${feature}: ${[...clients].join(', ')}`)).toEqual([]);
    // The check looked at the message: its preview text's hiding is seen, and Apple Mail lacks nothing.
    expect(found.has('display:none')).toBe(true);
    expect([...found.values()].some((clients) => [...clients].some((c) => c.startsWith('apple-mail')))).toBe(false);
  });
});

describe('the check itself', () => {
  it('fails a message that adds a feature the clients lack (flex layout, a background image)', async () => {
    const { html } = await renderMail('ecard', samples.ecard, settings);
    const flex = html.replace('<td style="', '<td style="display:flex;');
    const background = html.replace('<td style="', '<td style="background-image:url(cid:x);');
    for (const changed of [flex, background]) {
      const untolerated = [...unsupported(changed).keys()].filter((feature) => !(feature in TOLERATED));
      expect(untolerated.length).toBeGreaterThan(0);
    }
    expect([...unsupported(flex).keys()]).toContain('display:flex');
  });
});

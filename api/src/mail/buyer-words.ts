/**
 * Words a buyer wrote (the greeting, the names, the ship-to), as every message shows them: plain
 * text that no mail client can turn into a link. Mail clients link more than `<a>`: a bare
 * `https://…`, `www.…`, `evil.example/login` or `name@example.com` becomes a link in Gmail, Outlook
 * and Apple Mail, in the HTML and in the plain-text part alike. So a scheme is broken
 * (`https://` → `hxxps://`, `mailto:` → `mailto[:]`), the dots of anything shaped like a host name
 * or an IPv4 address are bracketed (`evil[.]example/login`) and so is the `@` of an address
 * (`name[@]example[.]com`). Words with no such shape are left as written.
 */

/** A dot as a host name may spell it: ASCII, ideographic, fullwidth, halfwidth. */
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])?';
/** Labels joined by dots, the last one at least two characters and starting with a letter (a TLD). */
const HOST = new RegExp(`(?:${LABEL}${DOT})+\\p{L}[\\p{L}\\p{N}-]*[\\p{L}\\p{N}]`, 'gu');
const IPV4 = new RegExp(`\\b\\d{1,3}(?:${DOT}\\d{1,3}){3}\\b`, 'gu');
const DOTS = new RegExp(DOT, 'gu');
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
const BARE_SCHEME = /\b(mailto|tel|sms|callto|javascript|data|file):/gi;
const AT = /([\p{L}\p{N}._%+-])[@＠](?=[\p{L}\p{N}])/gu;

const bracketDots = (match: string) => match.replace(DOTS, '[.]');

/** The text with every link-shaped part defanged; other words unchanged. */
export function defang(text: string): string {
  return text
    .replace(SCHEME, (_whole, scheme: string) =>
      /^https?$/i.test(scheme) ? `${scheme.replace(/tt/i, 'xx')}://` : `${scheme}[://]`,
    )
    .replace(BARE_SCHEME, '$1[:]')
    .replace(AT, '$1[@]')
    .replace(HOST, bracketDots)
    .replace(IPV4, bracketDots);
}

type Greeting = { header: string; lines: string[] };

function isGreeting(value: unknown): value is Greeting {
  const greeting = value as Greeting | null;
  return typeof greeting?.header === 'string' && Array.isArray(greeting.lines);
}

/** The fields of message data that hold a buyer's words (names, a giver's, and the e-card plan's grown-up). */
const NAME_FIELDS = ['fromName', 'recipientName', 'grownUpName', 'giverName'] as const;

/**
 * A message's data with the buyer's words defanged: the names, the greeting, the ship-to and the
 * e-card plan's grown-up. Everything else (the nonprofit's own words, links it made, amounts,
 * the card's picture) is kept as it is.
 */
export function withBuyerWordsDefanged<T extends object>(data: T): T {
  const shown = { ...data } as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = shown[field];
    if (typeof value === 'string') shown[field] = defang(value);
  }
  if (isGreeting(shown.greeting))
    shown.greeting = { header: defang(shown.greeting.header), lines: shown.greeting.lines.map(defang) };
  if (shown.shipTo && typeof shown.shipTo === 'object')
    shown.shipTo = Object.fromEntries(
      Object.entries(shown.shipTo).map(([key, value]) => [key, typeof value === 'string' ? defang(value) : value]),
    );
  if (Array.isArray(shown.givers))
    shown.givers = shown.givers.map((name) => (typeof name === 'string' ? defang(name) : name));
  if (shown.ecard && typeof shown.ecard === 'object')
    shown.ecard = withBuyerWordsDefanged(shown.ecard as Record<string, unknown>);
  return shown as T;
}

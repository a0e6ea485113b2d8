/**
 * The kidspage's address as printed cards carry it (text and QR code), and the code it may carry.
 * The code rides only in the URL fragment (`#code=…`): browsers never send a fragment to a server,
 * so it reaches no request line, log or proxy; the kidspage reads it, prefills the field and
 * removes it from the address bar.
 */
import { formatRedemptionCode, groupTypedRedemptionCode } from './redemption-code';

export const KIDSPAGE_PATH = '/kidspage';

const CODE_PARAM = 'code';

/** `https://site/kidspage`, or with the code in its fragment: `https://site/kidspage#code=ABCD-…`. */
export function kidspageLink(kidspageUrl: string, code?: string): string {
  const base = kidspageUrl.split('#')[0] ?? kidspageUrl;
  return code ? `${base}#${CODE_PARAM}=${formatRedemptionCode(code)}` : base;
}

/** The address as printed for reading: no scheme, no trailing slash (`littlegivers.org/kidspage`). */
export function printableAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** The code a kidspage link carries in its fragment (`#code=…`), grouped as typed; null when none. */
export function codeFromFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get(CODE_PARAM);
  if (!raw) return null;
  const code = groupTypedRedemptionCode(raw);
  return code === '' ? null : code;
}

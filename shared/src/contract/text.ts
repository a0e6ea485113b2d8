/**
 * What text the API and the browser accept: no control characters (tab, line feed and carriage
 * return only in multi-line text such as a custom greeting or a donation note) and no lone
 * UTF-16 surrogate. PostgreSQL cannot store NUL, JSON cannot encode a lone surrogate, and
 * neither belongs on a printed card, so both are refused before anything happens.
 */

export const TEXT_CHARACTERS_MESSAGE = 'Please remove control characters or broken symbols from this text';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when the text has no control character (but tab and line breaks if multi-line) and no lone surrogate. */
export function isCleanText(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControl(code)) {
      if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return false;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Deepest nesting of arrays and objects a JSON value may have anywhere the API accepts one. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when every string (and key) inside a JSON value is clean single-line text and the value is
 * nested at most `maxDepth` levels: for the free-form parts of a request (PayPal's own data).
 */
export function isCleanJson(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (value === null || typeof value !== 'object') return true;
  if (maxDepth <= 0) return false;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  return entries.every(([key, item]) => isCleanText(key) && isCleanJson(item, maxDepth - 1));
}

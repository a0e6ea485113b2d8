/**
 * An API from the future: every JSON answer the browser gets from the API (a 200) carries what a
 * later, additive release of the API may add (docs/contracts.md, "Tolerant readers"):
 *
 * - an extra field on every object (`addedLater`);
 * - an extra item in every list whose items have a kind field (`delivery`, `kind`, `role`,
 *   `status`, `lineItem`): a copy of its first item with a value no app knows (`future-<field>`),
 *   another id, and, when it has one, another text (`FUTURE_TEXT`).
 *
 * Requests the tests make themselves (`request`, `ops`) are not changed: only the browser's. The
 * human check's challenge (`/altcha/challenge`) is not changed either: it is ALTCHA's format, read
 * and signed back by its widget, not an answer the apps parse.
 */
import type { BrowserContext } from '@playwright/test';
import { appUrls } from './env';

const KIND_FIELDS = ['delivery', 'kind', 'role', 'status', 'lineItem'];
/** The text of an added item of a new kind: a screen that renders it by its text shows this. */
export const FUTURE_TEXT = 'something new happened to your gift';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: Json | undefined): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function itemOfANewKind(first: { [key: string]: Json }): { [key: string]: Json } | null {
  const field = KIND_FIELDS.find((name) => typeof first[name] === 'string');
  if (!field) return null;
  const item: { [key: string]: Json } = { ...first, [field]: `future-${field}` };
  if (typeof item.id === 'number') item.id += 100_000;
  if (typeof item.id === 'string') item.id = `future-${item.id}`;
  if (typeof item.text === 'string') item.text = FUTURE_TEXT;
  return item;
}

/** The answer with the additions of a later API. */
export function withFutureAdditions(value: Json): Json {
  if (Array.isArray(value)) {
    const items = value.map(withFutureAdditions);
    const first = items[0];
    const added = isRecord(first) ? itemOfANewKind(first) : null;
    return added ? [...items, added] : items;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([key, item]) => [key, withFutureAdditions(item)] as const);
    return { ...Object.fromEntries(entries), addedLater: { note: 'a field this app does not know' } };
  }
  return value;
}

/** Serves the browser of `context` the API's answers with the additions of a later API. */
export async function serveFutureApi(context: BrowserContext): Promise<{ augmented: () => number }> {
  let augmented = 0;
  await context.route(`${appUrls.api}/**`, async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    const altcha = new URL(route.request().url()).pathname.includes('/altcha/');
    if (altcha || response.status() !== 200 || !type.includes('application/json')) return route.fulfill({ response });
    const body = JSON.stringify(withFutureAdditions((await response.json()) as Json));
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-length', 'content-encoding', 'etag'].includes(name),
      ),
    );
    augmented += 1;
    return route.fulfill({ response, headers, body });
  });
  return { augmented: () => augmented };
}

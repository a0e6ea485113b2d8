/**
 * The API's JSON body parser: Fastify's own (prototype-poisoning checks included), after a scan
 * that refuses bodies nested deeper than MAX_JSON_DEPTH with a 400. A body of 20,000 nested
 * arrays parses, but nothing downstream (validation, jsonb) should have to walk it.
 */
import { MAX_JSON_DEPTH } from '@littlegivers/shared/contract/text';
import type { FastifyInstance } from 'fastify';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** True when the JSON text opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth++;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

/** The 400 a too deeply nested body gets. */
export function tooDeepError(): Error {
  return Object.assign(new Error(`body: JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`), {
    statusCode: 400,
  });
}

/** Replaces the app's application/json parser by Fastify's default behind the depth check. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDeeperThan(text)) return done(tooDeepError(), undefined);
    return parseJson(request, text, done);
  });
}

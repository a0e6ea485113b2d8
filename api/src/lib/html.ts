/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Whether a request's Accept header prefers an HTML page to JSON: a browser opening a link does
 * (`text/html,…`), a program asking for JSON or for anything (`*\/*`, no header) does not.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? '1',
    );
    const weight = Number.isFinite(q) ? q : 0;
    if (type === 'text/html') html = Math.max(html, weight);
    if (type === 'application/json') json = Math.max(json, weight);
  }
  return html > json;
}

/**
 * FAQ answers are HTML (the public FAQ page and the staff console's preview show them). DOMPurify (a maintained sanitiser, never a hand-written one) keeps
 * the formatting and drops everything that could run: <script>, event handler attributes,
 * javascript: URLs, <iframe>/<object>, forms and inline styles.
 */
import DOMPurify from 'dompurify';

const purifier = DOMPurify();

// Links that open a new tab must not hand the FAQ page to the opened one.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeAnswerHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

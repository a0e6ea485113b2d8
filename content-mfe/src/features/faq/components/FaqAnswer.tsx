import { sanitizeAnswerHtml } from '@littlegivers/shared/web/sanitize-answer';
import { useMemo } from 'react';

/** An FAQ answer's HTML, sanitised before it reaches the DOM. */
export function FaqAnswer({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeAnswerHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify
  return <div className="cm-faq__answer" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Live previews beside the content form: a greeting drawn by the design package exactly as the
 * card is printed (cardSvg, the drawing ops print puts on paper, names shown as placeholders), and
 * an FAQ answer through the sanitiser the public FAQ page uses.
 */
import {
  cardInputFromGreeting,
  cardSvg,
  NEUTRAL_DESIGN_KEY,
  previewGreeting,
  previewNames,
} from '@littlegivers/design';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { sanitizeAnswerHtml } from '@littlegivers/shared/web/sanitize-answer';
import { useMemo } from 'react';

const asText = (value: unknown) => (typeof value === 'string' ? value : null);

export function GreetingPreview({ values }: { values: Record<string, unknown> }) {
  const header = asText(values.header) ?? '';
  const line1 = asText(values.line1);
  const line2 = asText(values.line2);
  const line3 = asText(values.line3);
  const designKey = asText(values.designKey) || NEUTRAL_DESIGN_KEY;
  const svg = useMemo(() => {
    const names = { recipientName: '', purchaserName: '' };
    const rendered = previewGreeting(
      { customGreetingEnabled: false, greeting: { header, line1, line2, line3 } },
      names,
    );
    const shown = [previewNames(names).recipientName ?? '', displayPurchaserName('')];
    return cardSvg(cardInputFromGreeting(designKey, rendered, shown));
  }, [header, line1, line2, line3, designKey]);
  return (
    <figure className="sc-preview" aria-labelledby="sc-card-preview-caption">
      <figcaption id="sc-card-preview-caption">Card preview (as printed)</figcaption>
      <div
        className="sc-card-preview"
        data-testid="card-preview"
        data-design={designKey}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's own SVG, every text escaped
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </figure>
  );
}

export function FaqPreview({ values }: { values: Record<string, unknown> }) {
  const html = asText(values.text) ?? '';
  const clean = useMemo(() => sanitizeAnswerHtml(html), [html]);
  return (
    <section className="sc-preview" aria-labelledby="sc-faq-preview-title">
      <h2 id="sc-faq-preview-title">Answer preview (as the FAQ page shows it)</h2>
      <h3>{asText(values.heading)}</h3>
      <div
        className="sc-faq-preview"
        data-testid="faq-preview"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the public FAQ page's own sanitiser
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </section>
  );
}

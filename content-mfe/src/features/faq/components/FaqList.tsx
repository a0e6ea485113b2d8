import type { FaqItem } from '@littlegivers/shared/contract/schemas/faq-item';
import { useId, useState } from 'react';
import { Presence } from '../../../components/Presence';
import { useAnswerLinkNavigation } from '../hooks/use-answer-link-navigation';
import { FaqAnswer } from './FaqAnswer';

/**
 * The questions as a list of disclosures (WAI-ARIA disclosure pattern): each question is a button
 * in a heading, Enter or Space toggles its answer, aria-expanded says whether it is open.
 */
export function FaqList({ items, navigate }: { items: readonly FaqItem[]; navigate?: (path: string) => void }) {
  const onAnswerClick = useAnswerLinkNavigation(navigate);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: routes clicks on the links inside answers; Enter on a link fires click too
    <ul className="cm-faq" onClick={onAnswerClick}>
      {items.map((item) => (
        <FaqDisclosure key={item.id} item={item} />
      ))}
    </ul>
  );
}

function FaqDisclosure({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="cm-faq__item">
      <h2 className="cm-faq__question">
        <button
          type="button"
          className="cm-faq__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{item.heading}</span>
          <span className="cm-faq__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={panelId}>
        <Presence show={open}>
          <FaqAnswer html={item.text} />
        </Presence>
      </div>
    </li>
  );
}

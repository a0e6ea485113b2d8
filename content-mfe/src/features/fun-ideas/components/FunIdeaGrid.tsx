import type { FunIdea } from '@littlegivers/shared/contract/schemas/fun-idea';

/**
 * Idea cards in two columns (one on narrow screens). The spec's 'title is the heading plus a key'
 * is the list key: the card shows the heading alone and is keyed by the idea's id.
 */
export function FunIdeaGrid({ ideas }: { ideas: readonly FunIdea[] }) {
  return (
    <ul className="cm-grid-2">
      {ideas.map((idea) => (
        <li key={idea.id} className="lg-card cm-idea">
          {idea.iconUrl ? (
            <img
              className="cm-idea__icon"
              src={idea.iconUrl}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <div className="cm-idea__body">
            <h2 className="cm-card-title">{idea.heading}</h2>
            <p>{idea.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

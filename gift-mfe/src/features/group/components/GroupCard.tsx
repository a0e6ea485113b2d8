import { formatUsd } from '@littlegivers/shared/contract/money';

interface GroupCardProps {
  recipientName: string;
  greeting: { header: string; lines: string[] };
  closesAt: string;
  state: string;
  givers: { name: string; line?: string | null | undefined; amount?: number | undefined }[];
}

const STATE_WORDS: Record<string, string> = {
  closed: 'this card has gone to the child.',
  cancelled: 'this card was cancelled: every part was refunded.',
};

/** The card as its links show it: the greeting, who has given so far, when it closes. */
export function GroupCard({ recipientName, greeting, closesAt, state, givers }: GroupCardProps) {
  const closes = new Date(closesAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <section className="lg-card purchaser-panel" aria-labelledby="group-card-title">
      <h1 id="group-card-title">a group card for {recipientName}</h1>
      <blockquote>
        <p>{greeting.header}</p>
        {greeting.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </blockquote>
      <p>{STATE_WORDS[state] ?? `it closes on ${closes}.`}</p>
      <h2>who has given so far</h2>
      {givers.length ? (
        <ul aria-label="givers">
          {givers.map((giver, index) => (
            <li key={`${giver.name}-${index}`}>
              {giver.name}
              {giver.amount !== undefined ? ` (${formatUsd(giver.amount)})` : ''}
              {giver.line ? `: “${giver.line}”` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>nobody yet: be the first!</p>
      )}
    </section>
  );
}

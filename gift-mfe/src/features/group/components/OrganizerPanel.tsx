import { formatUsd } from '@littlegivers/shared/contract/money';
import { groupAction } from '@littlegivers/shared/web/api/endpoints/group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

interface OrganizerPanelProps {
  token: string;
  state: string;
  total: number;
  contributions: { name: string; email: string; amount: number; status: string }[];
}

const STATUS_WORDS: Record<string, string> = {
  paid: 'given',
  'refund-due': 'being refunded',
  refunded: 'refunded',
};

/** The organizer's side: every part, the total, close now or cancel. */
export function OrganizerPanel({ token, state, total, contributions }: OrganizerPanelProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const act = async (action: 'close' | 'cancel') => {
    setBusy(true);
    try {
      const result = await groupAction(token, action);
      // A mailed card that does not go: its postage goes back to the organizer.
      const postage = result.postageRefunded
        ? ` the postage you paid (${formatUsd(result.postageRefunded)}) is refunded too.`
        : '';
      setMessage(
        result.state === 'cancelled'
          ? `the card is cancelled: every part is being refunded, and each giver is told.${postage}`
          : result.givers
            ? `the card is on its way with ${formatUsd(result.total)}.`
            : `nobody chipped in, so nothing was sent.${postage}`,
      );
      await queryClient.invalidateQueries({ queryKey: ['group'] });
    } catch {
      setMessage('something went wrong. please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lg-card purchaser-panel" aria-labelledby="organizer-title">
      <h2 id="organizer-title">your group card</h2>
      <p>total so far: {formatUsd(total)}</p>
      <table>
        <caption>every part</caption>
        <thead>
          <tr>
            <th scope="col">giver</th>
            <th scope="col">email</th>
            <th scope="col">amount</th>
            <th scope="col">status</th>
          </tr>
        </thead>
        <tbody>
          {contributions.map((part, index) => (
            <tr key={`${part.email}-${index}`}>
              <td>{part.name}</td>
              <td>{part.email}</td>
              <td>{formatUsd(part.amount)}</td>
              <td>{STATUS_WORDS[part.status] ?? part.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {message ? <p role="status">{message}</p> : null}
      {state === 'open' ? (
        <div>
          <button type="button" className="lg-button" disabled={busy} onClick={() => void act('close')}>
            close now and send the card
          </button>{' '}
          <button
            type="button"
            className="lg-button lg-button--secondary"
            disabled={busy}
            onClick={() => void act('cancel')}
          >
            cancel the card and refund everyone
          </button>
        </div>
      ) : null}
    </section>
  );
}

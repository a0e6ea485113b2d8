import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The gift at the top of the purchaser's page: for whom, from whom, the greeting, the amounts. */
export function GiftSummary({ view }: { view: PurchaserView }) {
  return (
    <section className="lg-card purchaser-panel" aria-labelledby="purchaser-title">
      <h1 id="purchaser-title">{`your gift for ${view.recipientName || 'the child'}`}</h1>
      <p>
        Order number: <strong>{view.orderIdentifier}</strong>
      </p>
      <blockquote className="purchaser-greeting">
        <p>{view.greeting.header}</p>
        {view.greeting.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </blockquote>
      <p>{`Gift ${usd(view.giftAmount)} · total charged ${usd(view.total)} · from ${view.fromName}`}</p>
    </section>
  );
}

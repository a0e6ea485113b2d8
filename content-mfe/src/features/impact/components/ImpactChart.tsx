import type { Impact } from '@littlegivers/shared/contract/schemas/impact';
import { charityName, usd } from '../format';

/**
 * Per charity, what children chose as one bar: the part paid out and the part waiting. The bars
 * are drawn with CSS; every figure is also written as text beside its bar, so a screen reader (and
 * anyone) reads the numbers, not the picture.
 */
export function ImpactChart({ ledger }: { ledger: Impact }) {
  const rows = ledger.charities.map(({ charity, periods }) => {
    const chosen = periods.reduce((sum, p) => sum + p.giftCents, 0);
    const paid = periods.reduce((sum, p) => sum + p.paidCents, 0);
    return { name: charityName(charity), chosen, paid, waiting: chosen - paid };
  });
  const largest = Math.max(1, ...rows.map((row) => row.chosen));
  return (
    <figure className="cm-chart" aria-labelledby="impact-chart-title">
      <figcaption id="impact-chart-title">
        <h2>where the money went</h2>
        <p className="cm-muted">For each charity: what children chose, paid out (solid) and still waiting (striped).</p>
      </figcaption>
      <ul className="cm-chart-rows">
        {rows.map((row) => (
          <li key={row.name} className="cm-chart-row">
            <span className="cm-chart-name">{row.name}</span>
            <span className="cm-chart-bar" aria-hidden="true" style={{ width: `${(row.chosen / largest) * 100}%` }}>
              <span className="cm-chart-paid" style={{ width: `${row.chosen ? (row.paid / row.chosen) * 100 : 0}%` }} />
            </span>
            <span className="cm-chart-figures">
              {usd(row.chosen)} chosen: {usd(row.paid)} paid out, {usd(row.waiting)} waiting
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

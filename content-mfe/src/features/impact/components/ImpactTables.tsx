import type { Impact } from '@littlegivers/shared/contract/schemas/impact';
import { charityName, days, periodName, usd } from '../format';

/** The ledger's table: one row per charity and period (months merged below three gifts). */
export function LedgerTable({ ledger }: { ledger: Impact }) {
  return (
    <section aria-labelledby="ledger-title" className="cm-stack">
      <h2 id="ledger-title">every charity, month by month</h2>
      {/* A focusable region, so a keyboard can scroll the wide table on a small screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="cm-table-scroll" aria-labelledby="ledger-caption" tabIndex={0}>
        <table className="cm-table">
          <caption id="ledger-caption">
            Gifts children chose, per charity and month of the choice, and what has been paid out
          </caption>
          <thead>
            <tr>
              <th scope="col">Charity</th>
              <th scope="col">Month</th>
              <th scope="col">Gifts chosen</th>
              <th scope="col">Total chosen</th>
              <th scope="col">Backup gifts</th>
              <th scope="col">Paid out</th>
              <th scope="col">Paid on (payout)</th>
              <th scope="col">Waiting</th>
              <th scope="col">Oldest wait</th>
            </tr>
          </thead>
          <tbody>
            {ledger.charities.flatMap(({ charity, periods }) =>
              periods.map((period) => (
                <tr key={`${charity ?? ''}-${period.from}`}>
                  <th scope="row">{charityName(charity)}</th>
                  <td>{periodName(period.from, period.to)}</td>
                  <td className="cm-num">{period.gifts}</td>
                  <td className="cm-num">{usd(period.giftCents)}</td>
                  <td className="cm-num">
                    {period.backupGifts ? `${period.backupGifts} (${usd(period.backupCents)})` : '0'}
                  </td>
                  <td className="cm-num">{usd(period.paidCents)}</td>
                  <td>
                    {period.payouts.length === 0
                      ? '—'
                      : `${period.earlierPayouts ? 'earlier payouts; ' : ''}${period.payouts
                          .map((p) => `${p.paidOn} (payout ${p.payout}, ${p.reference})`)
                          .join('; ')}`}
                  </td>
                  <td className="cm-num">{usd(period.waitingCents)}</td>
                  <td className="cm-num">{days(period.oldestWaitDays)}</td>
                </tr>
              )),
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All charities</th>
              <td />
              <td className="cm-num">{ledger.totals.gifts}</td>
              <td className="cm-num">{usd(ledger.totals.giftCents)}</td>
              <td className="cm-num">{ledger.totals.backupGifts}</td>
              <td className="cm-num">{usd(ledger.totals.paidCents)}</td>
              <td />
              <td className="cm-num">{usd(ledger.totals.waitingCents)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </section>
    </section>
  );
}

/** How fast gifts are paid, and the fees next to what they paid for. */
export function TimingAndFees({ ledger }: { ledger: Impact }) {
  const { daysToPayout, fees } = ledger;
  return (
    <div className="cm-cards-2">
      <section aria-labelledby="timing-title" className="lg-card cm-stack">
        <h2 id="timing-title">from a child’s choice to the payout</h2>
        <dl className="cm-figures">
          <dt>Median</dt>
          <dd>{days(daysToPayout.median)}</dd>
          <dt>Longest</dt>
          <dd>{days(daysToPayout.longest)}</dd>
          <dt>Gifts paid out</dt>
          <dd>{daysToPayout.paidGifts}</dd>
        </dl>
      </section>
      <section aria-labelledby="fees-title" className="lg-card cm-stack">
        <h2 id="fees-title">fees, and what they paid for</h2>
        <table className="cm-table">
          <caption className="lg-visually-hidden">Fees collected and what they paid for</caption>
          <thead>
            <tr>
              <th scope="col">Fee</th>
              <th scope="col">Collected</th>
              <th scope="col">Paid for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Shipping</th>
              <td className="cm-num">{usd(fees.shippingCents)}</td>
              <td>
                printing and mailing {fees.mailedCards} cards ({fees.printedAtHomeCards} more were printed at home,
                free)
              </td>
            </tr>
            <tr>
              <th scope="row">Support added to gifts</th>
              <td className="cm-num">{usd(fees.orderSupportCents)}</td>
              <td>payment processing, the keepsake tokens, hosting, legal and financial costs</td>
            </tr>
            <tr>
              <th scope="row">Direct support donations</th>
              <td className="cm-num">{usd(fees.directSupportCents)}</td>
              <td>the same running costs ({fees.directDonations} donations)</td>
            </tr>
          </tbody>
        </table>
        <p className="cm-muted">
          Gift amounts never pay for any of this: every cent a child chooses goes to the charity.
        </p>
      </section>
    </div>
  );
}

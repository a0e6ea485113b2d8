/** Payouts: a period's gifts per charity, reconciled to the cent, and recording the payout of what is unpaid. */
import {
  staffPayoutPeriodSchema,
  staffPayoutRecordedSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, StaffApiError, staffRead, staffWrite } from '../../components/staff-api';
import { dollars, Notice, Page, Table } from '../../components/ui';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

export function PayoutsScreen() {
  const client = useQueryClient();
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [method, setMethod] = useState('check');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const period = useQuery({
    queryKey: ['staff', 'payouts', shown],
    enabled: shown !== null,
    queryFn: () => staffRead(`/payouts?from=${shown?.from}&to=${shown?.to}`, staffPayoutPeriodSchema),
  });
  const show = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setShown({ from, to });
  };
  const record = async () => {
    if (!shown) return;
    setRefused({});
    try {
      const result = await staffWrite('/payouts', staffPayoutRecordedSchema, { ...shown, paidOn, method, reference });
      setMessage({
        text:
          result.outcome === 'recorded'
            ? `Recorded payout #${result.payoutId}: ${result.giftCount} gift line(s), ${dollars(result.totalCents)}.`
            : 'Nothing new to record: every gift line of this period is already in a payout.',
      });
      await client.invalidateQueries({ queryKey: ['staff', 'payouts'] });
    } catch (error) {
      // A refusal that names fields (a paid-on day out of bounds) marks them.
      if (error instanceof StaffApiError) setRefused(error.fields);
      setMessage({ text: errorText(error), error: true });
    }
  };
  const data = period.data;
  return (
    <Page title="payouts" intro="Gifts are counted by the day the child used the code (UTC); the end date is included.">
      <form className="sc-inline-form" onSubmit={show}>
        <Field id="sc-payout-from" label="From">
          {(control) => (
            <input {...control} type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
          )}
        </Field>
        <Field id="sc-payout-to" label="To">
          {(control) => (
            <input {...control} type="date" required value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </Field>
        <button type="submit" className="lg-button">
          Show the period
        </button>
      </form>
      {period.error ? <Notice error>{errorText(period.error)}</Notice> : null}
      {data ? (
        <>
          <Table
            caption="Per charity"
            headers={['charity', 'EIN', 'gifts', 'total', 'to pay']}
            rows={data.organizations.map((org) => [
              org.organizationName,
              org.ein ?? 'missing',
              org.giftCount,
              dollars(org.totalCents),
              dollars(org.toPayCents),
            ])}
            empty="No gift was opened in this period."
          />
          <p>
            {`${data.redeemedCodes} code(s) used, worth ${dollars(data.redeemedCodesCents)}; gift lines ${dollars(data.rowsCents)}; captured PayPal gift amounts ${dollars(data.capturedGiftCents)}. `}
            <strong>{data.reconciled ? 'Reconciled to the cent.' : 'Does not reconcile:'}</strong>
          </p>
          {data.differences.length ? (
            <ul>
              {data.differences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p>
            To pay: <strong>{dollars(data.toPayCents)}</strong> (already in a payout: {dollars(data.alreadyPaidCents)})
          </p>
          <Field id="sc-payout-paid-on" label="Paid on (the day the money left)" error={refused.paidOn}>
            {(control) => (
              <input
                {...control}
                type="date"
                required
                max={today()}
                value={paidOn}
                onChange={(event) => setPaidOn(event.target.value)}
              />
            )}
          </Field>
          <Field id="sc-payout-method" label="Method" error={refused.method}>
            {(control) => (
              <input {...control} required value={method} onChange={(event) => setMethod(event.target.value)} />
            )}
          </Field>
          <Field id="sc-payout-reference" label="Reference (check number, transfer id)" error={refused.reference}>
            {(control) => (
              <input {...control} required value={reference} onChange={(event) => setReference(event.target.value)} />
            )}
          </Field>
          <button
            type="button"
            className="lg-button"
            onClick={record}
            disabled={!data.reconciled || data.toPayCents === 0}
          >
            Record the payout
          </button>
        </>
      ) : null}
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
    </Page>
  );
}

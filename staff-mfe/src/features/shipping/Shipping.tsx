/** Shipping: one order (with its tracking number when tracked), or a CSV of `order,tracking` with a report per row. */

import { staffShipCsvReportSchema, staffShipResultSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import type * as z from 'zod/mini';
import { errorText, staffWrite } from '../../components/staff-api';
import { Notice, Page, Table } from '../../components/ui';

type ReportRow = z.infer<typeof staffShipCsvReportSchema>['rows'][number];

export function ShippingScreen() {
  const client = useQueryClient();
  const [order, setOrder] = useState('');
  const [tracking, setTracking] = useState('');
  const [csv, setCsv] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [report, setReport] = useState<ReportRow[] | null>(null);

  const shipOne = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await staffWrite('/orders/ship', staffShipResultSchema, {
        orderIdentifier: order,
        ...(tracking ? { trackingNumber: tracking } : {}),
      });
      setMessage({ text: `${result.orderIdentifier}: ${result.outcome.replace('-', ' ')}` });
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    }
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  };

  const shipCsv = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await staffWrite('/orders/ship-csv', staffShipCsvReportSchema, { csv });
      setReport(result.rows);
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    }
  };

  return (
    <Page title="shipping" intro="Mark printed cards as mailed. Tracked packages need their tracking number.">
      <form className="sc-card" onSubmit={shipOne} aria-labelledby="sc-ship-one">
        <h2 id="sc-ship-one">one order</h2>
        <Field id="sc-ship-order" label="Order number">
          {(control) => (
            <input {...control} required value={order} onChange={(event) => setOrder(event.target.value)} />
          )}
        </Field>
        <Field id="sc-ship-tracking" label="Tracking number (tracked packages)">
          {(control) => <input {...control} value={tracking} onChange={(event) => setTracking(event.target.value)} />}
        </Field>
        <button type="submit" className="lg-button">
          Mark shipped
        </button>
      </form>
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
      <form className="sc-card" onSubmit={shipCsv} aria-labelledby="sc-ship-csv">
        <h2 id="sc-ship-csv">many orders from a CSV file</h2>
        <p>One line per order: order number, then the tracking number (empty when untracked).</p>
        <Field id="sc-ship-file" label="CSV file">
          {(control) => <input {...control} type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />}
        </Field>
        <Field id="sc-ship-text" label="Or paste its lines">
          {(control) => <textarea {...control} rows={6} value={csv} onChange={(event) => setCsv(event.target.value)} />}
        </Field>
        <button type="submit" className="lg-button" disabled={!csv.trim()}>
          Ship these orders
        </button>
      </form>
      {report ? (
        <div role="status">
          <Table
            caption={`Shipping report: ${report.filter((row) => row.outcome !== 'refused').length} of ${report.length} row(s) done`}
            headers={['line', 'order', 'tracking', 'outcome', 'why']}
            rows={report.map((row) => [row.line, row.orderIdentifier, row.trackingNumber, row.outcome, row.message])}
          />
        </div>
      ) : null}
    </Page>
  );
}

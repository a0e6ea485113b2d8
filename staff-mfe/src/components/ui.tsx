/** Small building blocks of the console's screens: a page with its heading, a message region, a data table. */

import { formatUsd } from '@littlegivers/shared/contract/money';
import type { ReactNode } from 'react';

export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="sc-page" aria-labelledby="sc-page-title">
      <h1 id="sc-page-title" tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className="sc-intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A status line read out when it changes (success) or at once (an error). */
export function Notice({ error, children }: { error?: boolean; children: ReactNode }) {
  if (!children) return null;
  return error ? (
    <p className="lg-alert" role="alert">
      {children}
    </p>
  ) : (
    <p className="lg-alert lg-alert--success" role="status">
      {children}
    </p>
  );
}

export function Table({
  caption,
  headers,
  rows,
  empty = 'Nothing here.',
}: {
  caption: string;
  /** Column headings; `{ hidden: 'actions' }` names a column of buttons for screen readers only. */
  headers: (string | { hidden: string })[];
  rows: ReactNode[][];
  empty?: string;
}) {
  if (rows.length === 0) return <p className="sc-muted">{empty}</p>;
  return (
    <div className="sc-table-wrap">
      <table className="sc-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={typeof header === 'string' ? header : header.hidden} scope="col">
                {typeof header === 'string' ? header : <span className="lg-visually-hidden">{header.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cents as the product writes money (shared formatter): "$1,234.50", a reversal "-$100.00". */
export function dollars(cents: number): string {
  return formatUsd(cents / 100);
}

export function when(value: string | null | undefined): string {
  return value ? new Date(value).toISOString().slice(0, 16).replace('T', ' ') : '';
}

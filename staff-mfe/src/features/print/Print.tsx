/** Printing: make a batch of every card waiting (cards, packing list, labels, manifest) and download its files. */

import {
  staffPrintBatchListSchema,
  staffPrintBatchMadeSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { errorText, staffRead, staffUrl, staffWrite } from '../../components/staff-api';
import { Notice, Page } from '../../components/ui';

type Batch = z.infer<typeof staffPrintBatchMadeSchema>;

export function PrintScreen() {
  const client = useQueryClient();
  const batches = useQuery({
    queryKey: ['staff', 'print-batches'],
    queryFn: () => staffRead('/print/batches', staffPrintBatchListSchema),
  });
  const [made, setMade] = useState<Batch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      setMade(await staffWrite('/print/batches', staffPrintBatchMadeSchema));
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title="print"
      intro="A batch takes every paid card waiting to be mailed and marks it printed. The files hold the codes: delete them once printed."
    >
      <button type="button" className="lg-button" onClick={make} disabled={busy}>
        Make a print batch
      </button>
      {error ? <Notice error>{error}</Notice> : null}
      {made ? (
        <Notice>
          {made.batch
            ? `Batch ${made.batch}: ${made.printed.length} card(s) (${made.printed.join(', ')}).`
            : 'Nothing to print: no paid card is waiting.'}
          {made.held.length
            ? ` Held back: ${made.held.map((item) => `${item.orderIdentifier} (${item.reason})`).join('; ')}`
            : ''}
        </Notice>
      ) : null}
      <h2>batches</h2>
      {(batches.data ?? []).length === 0 ? <p className="sc-muted">No batch yet.</p> : null}
      <ul className="sc-list">
        {(batches.data ?? []).map((batch) => (
          <li key={batch.batch}>
            <span className="sc-mono">{batch.batch}</span>:{' '}
            {batch.files.map((file) => (
              <a
                key={file}
                className="lg-link sc-file"
                href={staffUrl(`/print/batches/${batch.batch}/${file}`)}
                download
              >
                {file}
                <span className="lg-visually-hidden"> of batch {batch.batch}</span>
              </a>
            ))}
          </li>
        ))}
      </ul>
    </Page>
  );
}

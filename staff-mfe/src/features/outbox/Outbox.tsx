/** The outbox: receipts and notifications, newest first, and retrying a delivery that gave up. */

import { staffOutboxRetrySchema, staffOutboxSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, staffRead, staffWrite } from '../../components/staff-api';
import { Notice, Page, Table, when } from '../../components/ui';

export function OutboxScreen() {
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const outbox = useQuery({
    queryKey: ['staff', 'outbox', status],
    queryFn: () => staffRead(`/outbox${status ? `?status=${status}` : ''}`, staffOutboxSchema),
  });
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const retry = async (id: number) => {
    try {
      const result = await staffWrite(`/outbox/${id}/retry`, staffOutboxRetrySchema);
      setMessage({
        text: result.retried.length ? `Message #${id} is queued again.` : `Message #${id} was not failed.`,
      });
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    }
  };
  const counts = outbox.data?.counts;
  return (
    <Page title="outbox">
      {counts ? (
        <p>
          {Object.entries(counts)
            .map(([name, count]) => `${count} ${name}`)
            .join(', ')}
        </p>
      ) : null}
      <div className="sc-narrow">
        <Field id="sc-outbox-status" label="Show">
          {(control) => (
            <select {...control} value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">every message</option>
              <option value="failed">failed</option>
              <option value="pending">pending</option>
              <option value="sent">sent</option>
            </select>
          )}
        </Field>
      </div>
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
      <Table
        caption="Messages, newest first"
        headers={[
          '#',
          'kind',
          'to',
          'status',
          'attempts',
          'queued',
          'sent',
          'subject or last error',
          { hidden: 'actions' },
        ]}
        rows={(outbox.data?.messages ?? []).map((row) => [
          row.id,
          row.kind,
          row.to,
          row.status,
          row.attempts,
          when(row.createdAt),
          when(row.sentAt),
          row.status === 'sent' ? (row.subject ?? '') : (row.lastError ?? ''),
          row.status === 'failed' ? (
            <button key="retry" type="button" className="lg-button lg-button--secondary" onClick={() => retry(row.id)}>
              Retry<span className="lg-visually-hidden"> message #{row.id}</span>
            </button>
          ) : (
            ''
          ),
        ])}
        empty="No message."
      />
    </Page>
  );
}

/**
 * Orders: search by part of an order number, or (operators) of the purchaser's e-mail or a name on
 * the order, in any case; the list, and one gift's
 * trail with a reissue for a lost token (operators); a group card's parts, refunds and audit
 * records (./GroupCard.tsx), also while it is open and unpaid. Viewers see no e-mail, names or address.
 */
import { deliveryShownAs, knownDeliveryMethod } from '@littlegivers/shared/contract/delivery';
import { staffReissueSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import {
  staffOrderDetailReadSchema,
  staffOrderListReadSchema,
} from '@littlegivers/shared/contract/schemas/staff-orders';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText, StaffApiError, staffRead, staffWrite } from '../../components/staff-api';
import { dollars, Notice, Page, Table, when } from '../../components/ui';
import { GroupCard, useOrderGroup } from './GroupCard';

export function OrdersScreen({ personalData }: { personalData: boolean }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const orders = useQuery({
    queryKey: ['staff', 'orders', query],
    queryFn: () => staffRead(`/orders${query ? `?q=${encodeURIComponent(query)}` : ''}`, staffOrderListReadSchema),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const headers = ['order', 'stage', 'paid', 'amount', 'delivery', ...(personalData ? ['purchaser', 'recipient'] : [])];
  return (
    <Page title="orders">
      <form className="sc-inline-form" onSubmit={search} aria-label="Search orders">
        <Field
          id="sc-order-search"
          label={personalData ? 'Order number, e-mail or name (or part of one)' : 'Order number (or part of one)'}
        >
          {(control) => <input {...control} value={typed} onChange={(event) => setTyped(event.target.value)} />}
        </Field>
        <button type="submit" className="lg-button">
          Search
        </button>
      </form>
      {orders.error ? <Notice error>{errorText(orders.error)}</Notice> : null}
      <Table
        caption={query ? `Orders matching ${query}` : 'Paid orders, newest first'}
        headers={headers}
        rows={(orders.data ?? []).map((order) => [
          <Link key="link" to={`/staff/orders/${order.orderIdentifier}`}>
            {order.orderIdentifier}
          </Link>,
          order.stage,
          when(order.paidAt),
          dollars(order.amountCents),
          deliveryShownAs(order),
          ...(personalData ? [order.email ?? '', order.recipientName ?? ''] : []),
        ])}
        empty="No paid order matches."
      />
    </Page>
  );
}

export function OrderScreen({ canReissue }: { canReissue: boolean }) {
  const { identifier = '' } = useParams();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['staff', 'order', identifier],
    queryFn: () => staffRead(`/orders/${encodeURIComponent(identifier)}`, staffOrderDetailReadSchema),
    // A group card that has not gone yet has no paid order: its 404 is the answer, not a failure to ask again.
    retry: (failures, error) => !(error instanceof StaffApiError && error.status === 404) && failures < 1,
  });
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const reissue = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await staffWrite(
        `/orders/${encodeURIComponent(identifier)}/reissue`,
        staffReissueSchema,
        reason ? { reason } : {},
      );
      setMessage({
        text:
          result.outcome === 'already-reissued'
            ? 'A new code was already issued and waits on the print queue; nothing changed.'
            : result.downloadUrl
              ? `New code issued and e-mailed to the purchaser with the new link: ${result.downloadUrl}`
              : 'New code issued; the old code no longer works. The order is back on the print queue.',
      });
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    }
  };
  const group = useOrderGroup(identifier);
  // A group card that has not gone yet is no paid order: its group is all there is to show.
  if (detail.error)
    return (
      <Page title={`order ${identifier}`}>
        {group.data ? <GroupCard group={group.data} /> : group.isPending ? null : errorText(detail.error)}
      </Page>
    );
  // Until the order answers, nothing of a paid order's (facts, trail) shows, nor the group below them.
  if (detail.isPending) return <Page title={`order ${identifier}`}>{null}</Page>;
  const order = detail.data.order;
  return (
    <Page title={`order ${identifier}`}>
      <dl className="sc-facts">
        <dt>stage</dt>
        <dd>{order.stage}</dd>
        <dt>amount</dt>
        <dd>{dollars(order.amountCents)}</dd>
        <dt>delivery</dt>
        <dd>{deliveryShownAs(order)}</dd>
        {order.email !== undefined ? (
          <>
            <dt>purchaser</dt>
            <dd>
              {order.fromName} ({order.email})
            </dd>
            <dt>recipient</dt>
            <dd>{order.recipientName}</dd>
            {knownDeliveryMethod(order.delivery)?.needsAddress ? (
              <>
                <dt>ship to</dt>
                <dd>
                  {order.shipToName}, {order.shipToCityStateZip}
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <h2>the gift's trail</h2>
      <ol className="sc-trail">
        {detail.data.events.map((event) => (
          <li key={`${event.at}-${event.what}`}>
            <time dateTime={event.at}>{when(event.at)}</time> {event.what}
          </li>
        ))}
      </ol>
      {group.data ? <GroupCard group={group.data} /> : null}
      {canReissue && !order.redeemedAt ? (
        <form className="sc-card" onSubmit={reissue} aria-labelledby="sc-reissue-heading">
          <h2 id="sc-reissue-heading">reissue the code (lost token)</h2>
          <Field id="sc-reissue-reason" label="Reason (kept with the reissue)">
            {(control) => (
              <input {...control} value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
            )}
          </Field>
          <button type="submit" className="lg-button">
            Reissue the code
          </button>
        </form>
      ) : null}
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
    </Page>
  );
}

/**
 * A group card on its order's screen (docs/group-gifts.md): its state and closing moment, the
 * postage of a mailed one, every captured part with its status and refund, and the order's audit
 * records (the console's actions and `ops groups close|cancel`). Viewers get no giver's name or
 * e-mail and not who acted: the API's answer for them has none.
 */
import { staffGroupReadSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { useQuery } from '@tanstack/react-query';
import { StaffApiError, staffRead } from '../../components/staff-api';
import { dollars, Table, when } from '../../components/ui';

/** The group card of an order; null when the order is not one (the API's 404). */
export function useOrderGroup(identifier: string) {
  return useQuery({
    queryKey: ['staff', 'order', identifier, 'group'],
    queryFn: async () => {
      try {
        return await staffRead(`/orders/${encodeURIComponent(identifier)}/group`, staffGroupReadSchema);
      } catch (error) {
        if (error instanceof StaffApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

const refundWords = (reason: string | null) =>
  reason === 'late' ? 'paid after the card went' : reason === 'cancelled' ? 'card cancelled' : '';

export function GroupCard({ group }: { group: NonNullable<ReturnType<typeof useOrderGroup>['data']> }) {
  const personalData = group.contributions.some((part) => part.email !== undefined);
  return (
    <section className="sc-card" aria-labelledby="sc-group-heading">
      <h2 id="sc-group-heading">group card</h2>
      <dl className="sc-facts">
        <dt>state</dt>
        <dd>{group.state}</dd>
        <dt>closes</dt>
        <dd>{when(group.closesAt)}</dd>
        {group.closedAt ? (
          <>
            <dt>{group.state === 'cancelled' ? 'cancelled' : 'closed'}</dt>
            <dd>{when(group.closedAt)}</dd>
          </>
        ) : null}
        <dt>counted</dt>
        <dd>{dollars(group.countedCents)}</dd>
        {group.postage ? (
          <>
            <dt>postage</dt>
            <dd>
              {dollars(group.postage.amountCents)}, {group.postage.state}
              {group.postage.refundedAt ? ` ${when(group.postage.refundedAt)}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <Table
        caption="Contributions"
        headers={[...(personalData ? ['giver', 'email'] : []), 'amount', 'status', 'paid', 'refunded', 'why']}
        rows={group.contributions.map((part) => [
          ...(personalData ? [part.name ?? '', part.email ?? ''] : []),
          dollars(part.amountCents),
          part.status,
          when(part.paidAt),
          when(part.refundedAt),
          refundWords(part.refundReason),
        ])}
        empty="Nobody has chipped in yet."
      />
      <Table
        caption="Audit records"
        headers={['when', 'action', 'outcome', ...(personalData ? ['by'] : [])]}
        rows={group.audit.map((row) => [
          when(row.at),
          row.action,
          row.outcome,
          ...(personalData ? [row.staffEmail ?? ''] : []),
        ])}
        empty="No staff or ops action on this card."
      />
    </section>
  );
}

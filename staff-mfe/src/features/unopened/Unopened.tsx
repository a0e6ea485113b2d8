/** Paid gifts whose code was never used, oldest first (gifts do not expire; reach out through the purchaser). */

import { staffUnopenedListReadSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { staffRead } from '../../components/staff-api';
import { dollars, Page, Table, when } from '../../components/ui';

export function UnopenedScreen({ personalData }: { personalData: boolean }) {
  const gifts = useQuery({
    queryKey: ['staff', 'unopened'],
    queryFn: () => staffRead('/unopened', staffUnopenedListReadSchema),
  });
  return (
    <Page title="unopened gifts" intro="Gifts do not expire. Reach out through the purchaser, never the child.">
      <Table
        caption="Paid gifts not yet opened, oldest first"
        headers={['order', 'paid', 'age (days)', 'amount', 'shipped', ...(personalData ? ['purchaser'] : [])]}
        rows={(gifts.data ?? []).map((gift) => [
          <Link key="order" to={`/staff/orders/${gift.orderIdentifier}`}>
            {gift.orderIdentifier}
          </Link>,
          when(gift.paidAt),
          gift.ageDays,
          dollars(gift.amountCents),
          when(gift.shippedAt),
          ...(personalData ? [`${gift.fromName ?? ''} (${gift.email ?? ''})`] : []),
        ])}
        empty="Every gift has been opened."
      />
    </Page>
  );
}

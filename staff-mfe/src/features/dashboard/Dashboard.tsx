/** The day at a glance: today's orders, the print queue, unshipped, unopened gifts, failed messages. */

import { staffDashboardSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { staffRead } from '../../components/staff-api';
import { dollars, Page } from '../../components/ui';

export function DashboardScreen() {
  const { data, error } = useQuery({
    queryKey: ['staff', 'dashboard'],
    queryFn: () => staffRead('/dashboard', staffDashboardSchema),
  });
  if (error) return <Page title="today">{String(error.message)}</Page>;
  if (!data) return <Page title="today">Loading…</Page>;
  const tiles = [
    { label: "today's orders", value: `${data.today.orders} (${dollars(data.today.totalCents)})`, to: '/staff/orders' },
    { label: 'to print', value: String(data.printQueue), to: '/staff/print' },
    { label: 'printed, not shipped', value: String(data.unshipped), to: '/staff/shipping' },
    {
      label: 'unopened gifts',
      value: `${data.unopened.count} (${dollars(data.unopened.totalCents)})`,
      to: '/staff/unopened',
    },
    { label: 'failed messages', value: String(data.failedMessages), to: '/staff/outbox' },
  ];
  return (
    <Page title="today">
      <ul className="sc-tiles">
        {tiles.map((tile) => (
          <li key={tile.label} className="sc-tile">
            <Link to={tile.to}>
              <span className="sc-tile__value">{tile.value}</span>
              <span className="sc-tile__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

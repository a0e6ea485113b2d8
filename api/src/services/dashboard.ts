/**
 * The staff console's dashboard: today's orders, the print queue, printed but unshipped, unopened
 * gifts and failed messages, as counts (no personal data: every role sees it).
 */
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import type { StaffDashboard } from '@littlegivers/shared/contract/schemas/staff-answers';
import type { Repositories } from '../repositories';
import type { ShippingService } from './shipping';

/** UTC midnight of `now`'s day. */
function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The dashboard service (`app.dashboard`): `read(now)` counts as of that moment. */
export function createDashboardService({
  repositories,
  shipping,
}: {
  repositories: Repositories;
  shipping: ShippingService;
}) {
  return { read: (now: Date) => dashboard(repositories, shipping, now) };
}

async function dashboard(repositories: Repositories, shipping: ShippingService, now: Date): Promise<StaffDashboard> {
  const [orders, unopened, mail] = await Promise.all([
    shipping.listOrders(),
    shipping.unredeemedGifts({ now }),
    repositories.mailOutbox.countByStatus(),
  ]);
  const since = startOfDay(now);
  const today = orders.filter((order) => order.paidAt && order.paidAt >= since);
  return {
    today: { orders: today.length, totalCents: today.reduce((sum, order) => sum + order.amountCents, 0) },
    printQueue: orders.filter((order) => deliveryMethod(order.delivery).printedByTeam && order.stage === 'paid').length,
    unshipped: orders.filter((order) => deliveryMethod(order.delivery).printedByTeam && order.stage === 'printed')
      .length,
    unopened: { count: unopened.length, totalCents: unopened.reduce((sum, gift) => sum + gift.amountCents, 0) },
    failedMessages: mail.failed,
  };
}

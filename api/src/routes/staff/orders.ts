/**
 * Orders in the staff console: the dashboard, search (part of an order number; for operators also
 * of the purchaser's e-mail or a name on the order, in any case), one gift's trail, shipping (one order, or a CSV with a report per row), reissue and
 * the unopened gifts. The same services as `ops orders`, `ops ship`, `ops reissue` and
 * `ops unredeemed`. Viewers get no personal data: no e-mail, names or address.
 */
import {
  orderIdentifierParams,
  orderSearchSchema,
  reissueSchema,
  shipCsvSchema,
  shipSchema,
} from '@littlegivers/shared/contract/schemas/staff';
import {
  staffDashboardSchema,
  staffReissueSchema,
  staffShipCsvReportSchema,
  staffShipResultSchema,
  staffUnopenedListSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import {
  type StaffOrder,
  type StaffOrderWithPersonalData,
  staffOrderDetailSchema,
  staffOrderListSchema,
} from '@littlegivers/shared/contract/schemas/staff-orders';
import type { z } from 'zod/mini';
import { normalizeOrderIdentifier } from '../../lib/format';
import { HttpError } from '../../lib/http-error';
import { OpsError } from '../../lib/ops-error';
import type { OpsOrder } from '../../services/shipping';
import { operation } from '../../staff/route-kit';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An order as the console shows it: the viewers' schema, and the personal data for operators and admins. */
export function orderView(order: OpsOrder, personalData: boolean): StaffOrder | StaffOrderWithPersonalData {
  const view: StaffOrder = {
    orderIdentifier: order.orderIdentifier,
    stage: order.stage,
    paidAt: iso(order.paidAt),
    printedAt: iso(order.printedAt),
    shippedAt: iso(order.shippedAt),
    trackingNumber: order.trackingNumber,
    redeemedAt: iso(order.redeemedAt),
    amountCents: order.amountCents,
    packageName: order.packageName,
    tracked: order.tracked,
    delivery: order.delivery,
  };
  if (!personalData) return view;
  const { email, recipientName, fromName, shipToName, shipToCityStateZip } = order;
  return { ...view, email, recipientName, fromName, shipToName, shipToCityStateZip };
}

export const dashboardRead = operation({
  doc: {
    summary:
      "The day at a glance: today's orders, the print queue, printed but unshipped, unopened gifts, failed messages (counts only)",
    operationId: 'getStaffDashboard',
    response: staffDashboardSchema,
  },
  handler: async (_input, ctx) => ctx.app.dashboard.read(ctx.now),
});

export const searchOrders = operation({
  query: orderSearchSchema,
  doc: {
    summary:
      'Paid orders, newest first (200 at most), matching part of an order number (operators: also of an e-mail or a name); personal data for operators and admins only',
    operationId: 'getStaffOrderList',
    response: staffOrderListSchema,
  },
  handler: async ({ query }, ctx) => {
    const q = query.q?.trim() ?? '';
    if (q.includes('@') && !ctx.personalData)
      throw new HttpError(403, 'Searching by e-mail address needs the operator role.');
    // Part of an order number, e-mail or name, in any case; viewers search order numbers only.
    const filter = q === '' ? {} : { search: { text: q, personalData: ctx.personalData } };
    const orders = await ctx.app.shipping.listOrders(filter);
    return orders
      .reverse()
      .slice(0, 200)
      .map((order) => orderView(order, ctx.personalData));
  },
});

export const orderDetail = operation({
  params: orderIdentifierParams,
  doc: {
    summary:
      "One paid order and its trail (404 when unknown); personal data and a reissue's reason for operators and admins only",
    operationId: 'getStaffOrder',
    response: staffOrderDetailSchema,
  },
  handler: async ({ params }, ctx) => {
    const trail = await ctx.app.orderTrail.read(normalizeOrderIdentifier(params.identifier));
    if (!trail) throw new HttpError(404, 'No paid order with that number');
    return {
      order: orderView(trail.order, ctx.personalData),
      // A reissue's reason is free text an operator wrote (it may name the purchaser).
      events: trail.events.map((event) => ({
        at: event.at.toISOString(),
        what: ctx.personalData || !event.what.startsWith('code reissued') ? event.what : 'code reissued',
      })),
    };
  },
});

export const shipOne = operation({
  action: 'orders.ship',
  body: shipSchema,
  doc: {
    summary:
      'Marks one printed order shipped, with its tracking number (force: again, or before printing); 400 with the reason when refused',
    operationId: 'postStaffOrderShip',
    response: staffShipResultSchema,
  },
  handler: async ({ body }, ctx) => {
    const identifier = normalizeOrderIdentifier(body.orderIdentifier);
    const [before] = await ctx.app.shipping.listOrders({ identifiers: [identifier] });
    ctx.audit({
      target: identifier,
      before: before ? { stage: before.stage, trackingNumber: before.trackingNumber } : null,
    });
    const [result] = await ctx.app.shipping.shipOrders([identifier], {
      ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
      force: body.force ?? false,
      now: ctx.now,
    });
    ctx.audit({ after: result });
    if (!result) throw new HttpError(404, 'No paid order with that number');
    return { ...result, shippedAt: result.shippedAt.toISOString() };
  },
});

/** `order,tracking` lines (a header line and quotes allowed; tracking may be empty). */
export function parseShipCsv(csv: string): { line: number; orderIdentifier: string; trackingNumber: string }[] {
  const rows: { line: number; orderIdentifier: string; trackingNumber: string }[] = [];
  csv.split(/\r?\n/).forEach((text, index) => {
    const cells = text.split(',').map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    const [first = '', second = ''] = cells;
    if (first === '' || (index === 0 && /^order/i.test(first))) return;
    rows.push({ line: index + 1, orderIdentifier: normalizeOrderIdentifier(first), trackingNumber: second });
  });
  return rows;
}

export const shipCsv = operation({
  action: 'orders.ship-csv',
  body: shipCsvSchema,
  doc: {
    summary:
      'Ships the orders of an "order,tracking" file (1,000 rows at most): a report line per row, refused rows with why',
    operationId: 'postStaffOrderShipCsv',
    response: staffShipCsvReportSchema,
  },
  handler: async ({ body }, ctx) => {
    const rows = parseShipCsv(body.csv);
    if (rows.length === 0) throw new HttpError(400, 'The file has no rows: one line per order, "order,tracking".');
    if (rows.length > 1000) throw new HttpError(400, 'At most 1,000 rows per file.');
    const report: z.input<typeof staffShipCsvReportSchema>['rows'] = [];
    for (const row of rows) {
      try {
        const [result] = await ctx.app.shipping.shipOrders([row.orderIdentifier], {
          ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
          now: ctx.now,
        });
        report.push({ ...row, outcome: result?.outcome ?? 'already-shipped', message: '' });
      } catch (error) {
        if (!(error instanceof OpsError)) throw error;
        report.push({ ...row, outcome: 'refused', message: error.message.replace(/^Nothing was changed:\s*/, '') });
      }
    }
    ctx.audit({ target: `${rows.length} row(s)`, after: report });
    return { rows: report };
  },
});

export const reissue = operation({
  action: 'orders.reissue',
  params: orderIdentifierParams,
  body: reissueSchema,
  doc: {
    summary:
      "Reissues an order's code (the old one stops working; a printed card goes back on the print queue, a print-at-home card gets a new download link)",
    operationId: 'postStaffOrderReissue',
    response: staffReissueSchema,
  },
  handler: async ({ params, body }, ctx) => {
    const identifier = normalizeOrderIdentifier(params.identifier);
    ctx.audit({ target: identifier });
    const result = await ctx.app.reissue.reissueCode(identifier, {
      force: body.force ?? false,
      ...(body.reason ? { reason: body.reason } : {}),
      now: ctx.now,
    });
    // The new code is on the print queue (or behind the new link); neither goes in the audit trail.
    ctx.audit({ after: { outcome: result.outcome, reissuedAt: result.reissuedAt, reason: body.reason ?? null } });
    return {
      outcome: result.outcome,
      reissuedAt: result.reissuedAt.toISOString(),
      downloadUrl: result.outcome === 'reissued' ? (result.downloadUrl ?? null) : null,
    };
  },
});

export const unopenedGifts = operation({
  doc: {
    summary:
      'Paid gifts whose code was never used, oldest first; who bought them and for whom for operators and admins only',
    operationId: 'getStaffUnopened',
    response: staffUnopenedListSchema,
  },
  handler: async (_input, ctx) => {
    const gifts = await ctx.app.shipping.unredeemedGifts({ now: ctx.now });
    return gifts.map((gift) => {
      const view = {
        orderIdentifier: gift.orderIdentifier,
        paidAt: gift.paidAt.toISOString(),
        ageDays: gift.ageDays,
        amountCents: gift.amountCents,
        shippedAt: iso(gift.shippedAt),
      };
      if (!ctx.personalData) return view;
      return { ...view, email: gift.email, recipientName: gift.recipientName, fromName: gift.fromName };
    });
  },
});

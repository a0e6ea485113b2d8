/**
 * What must be printed and mailed for each paid order: the greeting as rendered, its font
 * size, names, the redemption code (decrypted, grouped), ship-to and package.
 */
import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardTypes, orders, packages, redemptions } from '../db/schema';
import type { CodeVault } from '../lib/code-vault';

export interface PrintQueueEntry {
  orderId: number;
  orderIdentifier: string;
  paidAt: string | null;
  paymentMethod: string | null;
  recipientName: string;
  fromName: string;
  greetingHeader: string;
  greetingLines: string[];
  greetingCustom: boolean;
  fontSize: number;
  lineHeight: number;
  cardTemplateId: number;
  redemptionCode: string;
  amount: number;
  redeemed: boolean;
  shipTo: {
    name: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zipcode: string;
    country: string;
  };
  package: { id: number; name: string; tracked: boolean };
}

export async function printQueue(
  db: Db,
  vault: CodeVault,
  options: { includePrinted?: boolean } = {},
): Promise<PrintQueueEntry[]> {
  const rows = await db
    .select({ order: orders, pkg: packages, greeting: cardTypes, redemption: redemptions })
    .from(orders)
    .innerJoin(redemptions, eq(redemptions.orderId, orders.id))
    .innerJoin(packages, eq(orders.packageId, packages.id))
    .leftJoin(cardTypes, eq(orders.cardTypeId, cardTypes.id))
    .where(
      options.includePrinted ? eq(orders.status, 'paid') : and(eq(orders.status, 'paid'), isNull(orders.printedAt)),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map(({ order, pkg, greeting, redemption }) => {
    const rendered = renderGreeting(
      {
        customGreetingEnabled: order.customMessage !== null,
        customGreetingText: order.customMessage,
        greeting: greeting && !greeting.customText ? greeting : null,
      },
      { recipientName: order.recipientName, purchaserName: order.fromName },
    );
    return {
      orderId: order.id,
      orderIdentifier: order.orderIdentifier,
      paidAt: order.paidAt?.toISOString() ?? null,
      paymentMethod: order.paymentMethod,
      recipientName: order.recipientName,
      fromName: order.fromName,
      greetingHeader: rendered.header,
      greetingLines: rendered.lines,
      greetingCustom: rendered.custom,
      fontSize: order.headerFontSize,
      lineHeight: order.headerLineHeight,
      cardTemplateId: order.cardTemplateId,
      redemptionCode: formatRedemptionCode(vault.decrypt(redemption.codeCiphertext)),
      amount: redemption.amountCents / 100,
      redeemed: redemption.redeemedAt !== null,
      shipTo: {
        name: `${order.shippingFirstName} ${order.shippingLastName}`,
        address1: order.shippingAddress1,
        address2: order.shippingAddress2,
        city: order.shippingCity,
        state: order.shippingState,
        zipcode: order.shippingZip,
        country: order.shippingCountry,
      },
      package: { id: pkg.id, name: pkg.publicFacingName, tracked: pkg.tracked },
    };
  });
}

const csvColumns: [string, (entry: PrintQueueEntry) => string | number | boolean | null][] = [
  ['orderIdentifier', (e) => e.orderIdentifier],
  ['paidAt', (e) => e.paidAt],
  ['paymentMethod', (e) => e.paymentMethod],
  ['redemptionCode', (e) => e.redemptionCode],
  ['amount', (e) => e.amount.toFixed(2)],
  ['recipientName', (e) => e.recipientName],
  ['fromName', (e) => e.fromName],
  ['greeting', (e) => [e.greetingHeader, ...e.greetingLines].join('\n')],
  ['fontSize', (e) => e.fontSize],
  ['lineHeight', (e) => e.lineHeight],
  ['cardTemplateId', (e) => e.cardTemplateId],
  ['shipToName', (e) => e.shipTo.name],
  ['address1', (e) => e.shipTo.address1],
  ['address2', (e) => e.shipTo.address2],
  ['city', (e) => e.shipTo.city],
  ['state', (e) => e.shipTo.state],
  ['zipcode', (e) => e.shipTo.zipcode],
  ['country', (e) => e.shipTo.country],
  ['package', (e) => e.package.name],
  ['tracked', (e) => e.package.tracked],
];

function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  // Quote everything that needs it; neutralise spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(entries: PrintQueueEntry[]): string {
  const lines = [csvColumns.map(([name]) => name).join(',')];
  for (const entry of entries) lines.push(csvColumns.map(([, get]) => csvCell(get(entry))).join(','));
  return `${lines.join('\n')}\n`;
}

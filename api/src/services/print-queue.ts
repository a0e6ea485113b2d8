/**
 * What must be printed and mailed for each paid mailed order: the greeting as rendered, its font
 * size, names, the redemption code (decrypted, grouped), ship-to and package. Print-at-home orders
 * never enter it (their card is downloaded: services/card-download.ts draws it from the same entry).
 */
import { NEUTRAL_DESIGN_KEY } from '@littlegivers/design';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import type { CodeVault } from '../lib/code-vault';
import { type Cell, csv } from '../lib/format';
import { orderGreeting } from '../lib/order-greeting';
import { type ShipToAddress, shipToAddress } from '../lib/ship-to';
import type { PostalRepository } from '../repositories/postal';

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
  /** The card design: the card type's design key (a custom message: the custom entry's). */
  designKey: string;
  redemptionCode: string;
  amount: number;
  redeemed: boolean;
  shipTo: ShipToAddress;
  package: { id: number; name: string; tracked: boolean };
}

export async function printQueue(
  mail: PostalRepository,
  vault: CodeVault,
  options: { includePrinted?: boolean } = {},
): Promise<PrintQueueEntry[]> {
  const rows = await mail.printQueue(options);
  return rows.map((row) => printQueueEntry(row, vault));
}

/** How many orders a print run reads (and decrypts) at a time: what it holds does not grow with the batch. */
export const PRINT_CHUNK_SIZE = 200;

/**
 * The entries of `orderIds` (ids in print queue order, as lockUnprinted gives them), read and
 * decrypted `chunkSize` orders at a time, the next chunk only once the last one's entries are taken.
 */
export async function* printQueueEntries(
  mail: PostalRepository,
  vault: CodeVault,
  orderIds: readonly number[],
  chunkSize = PRINT_CHUNK_SIZE,
): AsyncGenerator<PrintQueueEntry> {
  for (let start = 0; start < orderIds.length; start += chunkSize) {
    const rows = await mail.printQueue({ orderIds: orderIds.slice(start, start + chunkSize) });
    for (const row of rows) yield printQueueEntry(row, vault);
  }
}

/** What goes on paper for one order (its row with package, greeting and code). */
export function printQueueEntry(
  { order, pkg, greeting, redemption }: Awaited<ReturnType<PostalRepository['printQueue']>>[number],
  vault: CodeVault,
): PrintQueueEntry {
  const rendered = orderGreeting(order, greeting && !greeting.customText ? greeting : null);
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
    designKey: greeting?.designKey ?? NEUTRAL_DESIGN_KEY,
    redemptionCode: formatRedemptionCode(vault.decrypt(redemption.codeCiphertext)),
    amount: redemption.amountCents / 100,
    redeemed: redemption.redeemedAt !== null,
    // Only mailed orders are on the print queue; a print-at-home card has no ship-to (blank).
    shipTo: shipToAddress(order),
    package: { id: pkg.id, name: pkg.publicFacingName, tracked: pkg.tracked },
  };
}

const csvColumns: [string, (entry: PrintQueueEntry) => Cell][] = [
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
  ['designKey', (e) => e.designKey],
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

export function toCsv(entries: PrintQueueEntry[]): string {
  return csv(
    csvColumns.map(([name]) => name),
    entries.map((entry) => csvColumns.map(([, get]) => get(entry))),
  );
}

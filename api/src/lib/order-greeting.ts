/**
 * The greeting an order's card shows, rendered once from the order row: the purchaser's own
 * words when the order has a custom message, otherwise its card type's lines with the names in.
 * The receipt, the e-card, the purchaser's page and the print queue show it alike.
 */
import { type GreetingLines, type RenderedGreeting, renderGreeting } from '@littlegivers/shared/contract/greeting';

/** The order row's columns the greeting reads. */
export interface OrderGreetingColumns {
  customMessage: string | null;
  recipientName: string | null;
  fromName: string | null;
}

export function orderGreeting(
  order: OrderGreetingColumns,
  cardType: GreetingLines | null | undefined,
): RenderedGreeting {
  return renderGreeting(
    {
      customGreetingEnabled: order.customMessage !== null,
      customGreetingText: order.customMessage,
      greeting: cardType,
    },
    { recipientName: order.recipientName, purchaserName: order.fromName },
  );
}

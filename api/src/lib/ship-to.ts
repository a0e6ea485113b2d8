/**
 * The ship-to address of a mailed order, mapped once from the order row: the receipt prints it,
 * and so do the packing list and the mailing label (the print queue entry).
 */

/** The order row's shipping columns (null on an order without a mailed card). */
export interface OrderShippingColumns {
  shippingFirstName: string | null;
  shippingLastName: string | null;
  shippingAddress1: string | null;
  shippingAddress2: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string | null;
}

export interface ShipToAddress {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export function shipToAddress(order: OrderShippingColumns): ShipToAddress {
  return {
    name: [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' '),
    address1: order.shippingAddress1 ?? '',
    address2: order.shippingAddress2,
    city: order.shippingCity ?? '',
    state: order.shippingState ?? '',
    zipcode: order.shippingZip ?? '',
    country: order.shippingCountry ?? '',
  };
}

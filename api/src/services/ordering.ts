/**
 * Creating a gift order: the package and greeting are checked against the content, the order is
 * priced on the server (services/pricing.ts), its PayPal order created for that total, then the
 * order and its line items are stored together. Nothing is stored when PayPal cannot be reached.
 * An e-card is counted against the day's limits of its buyer and its grown-up before PayPal is asked.
 */
import { type Delivery, deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { generateRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import type { OrderPayload } from '@littlegivers/shared/contract/schemas/order';
import { deliveryApi } from '../delivery';
import type { EcardSendLimit } from '../lib/ecard-send-limit';
import { HttpError } from '../lib/http-error';
import { isProviderUnavailable, UnavailableError } from '../lib/unavailable';
import type { PayPalClient } from '../paypal/client';
import type { Repositories } from '../repositories';
import { centsToValue, PROVIDER_UNREACHABLE } from './payments';
import { chooseCustomCardType, headerFont, priceOrder, shippingPrice } from './pricing';

export interface OrderingLog {
  error: (object: unknown, message: string) => void;
}

function newOrderIdentifier(): string {
  return `LG-${generateRedemptionCode().slice(0, 10)}`;
}

/** What a package of another delivery than the payload's answers. */
function wrongDelivery(pkg: { publicFacingName: string; delivery: Delivery }): string {
  return `package: "${pkg.publicFacingName}" ${deliveryMethod(pkg.delivery).orderHint}`;
}

/** The stored ship-to: the payload's (validated: complete when posted, absent otherwise). */
function shipToOf(payload: OrderPayload) {
  const mailed = deliveryMethod(payload.delivery).needsAddress;
  const field = (value: string | null | undefined) => (mailed && value ? value : null);
  return {
    shippingFirstName: field(payload.shippingFirstName),
    shippingLastName: field(payload.shippingLastName),
    shippingAddress1: field(payload.shippingAddress1),
    shippingAddress2: field(payload.shippingAddress2),
    shippingCity: field(payload.shippingCity),
    shippingState: field(payload.shippingState),
    shippingZip: field(payload.shippingZip),
    shippingCountry: field(payload.shippingCountry),
  };
}

/** An e-card is counted against its buyer and its grown-up (lib/ecard-send-limit.ts); other deliveries are not. */
function ecardSend(payload: OrderPayload) {
  if (!deliveryMethod(payload.delivery).needsGrownUp) return undefined;
  return {
    payer: { address: payload.purchaseAccount.emailAddress, field: 'purchaseAccount.emailAddress' },
    recipient: { address: payload.grownUpEmail ?? '', field: 'grownUpEmail' },
  };
}

/** A mailed group card's postage: what the organizer pays when starting, and its PayPal order. */
interface GroupPostage {
  cents: number;
  paypalOrderId: string;
}

export function createOrderingService({
  repositories,
  paypal,
  ecardSendLimit,
}: {
  repositories: Repositories;
  paypal: PayPalClient;
  ecardSendLimit: EcardSendLimit;
}) {
  const { content } = repositories;

  /** The card type of the order: a custom greeting's, or the chosen (non-custom) greeting. */
  async function cardTypeOf(payload: OrderPayload, customMessage: string | null): Promise<number> {
    if (customMessage) return chooseCustomCardType(await content.customCardTypes(), payload.cardType).id;
    const greeting = await content.cardType(payload.cardType ?? 0);
    if (!greeting || greeting.customText) throw new HttpError(400, 'cardType: Please select a greeting');
    return greeting.id;
  }

  /** The order as the payload and the content make it, priced, before anything is stored. */
  async function prepare(payload: OrderPayload) {
    const pkg = await content.activePackage(payload.package);
    if (!pkg) throw new HttpError(400, 'package: Please select a shipping method');
    if (pkg.delivery !== payload.delivery) throw new HttpError(400, wrongDelivery(pkg));
    const customMessage = (payload.customMessage ?? '').trim() || null;
    const cardTypeId = await cardTypeOf(payload, customMessage);
    const font = headerFont(customMessage);
    return { pkg, customMessage, cardTypeId, font, orderIdentifier: newOrderIdentifier() };
  }

  type Prepared = Awaited<ReturnType<typeof prepare>>;
  type Priced = Pick<
    ReturnType<typeof priceOrder>,
    'lines' | 'giftCents' | 'shippingCents' | 'donationCents' | 'totalCents'
  >;

  /**
   * Stores the order, its lines and its delivery's rows in one transaction, then `alsoStore`'s
   * rows in the same transaction (a group's card stores its group).
   */
  function store<T>(
    payload: OrderPayload,
    prepared: Prepared,
    price: Priced,
    paypalOrderId: string | null,
    alsoStore: (tx: Repositories, orderId: number) => Promise<T>,
  ) {
    const { pkg, customMessage, cardTypeId, font, orderIdentifier } = prepared;
    const { lines, giftCents, shippingCents, donationCents, totalCents } = price;
    return repositories.transaction(async (tx) => {
      const created = await tx.orders.create(
        {
          orderIdentifier,
          status: 'prePaymentAuthorization',
          email: payload.purchaseAccount.emailAddress,
          fromName: payload.fromName,
          recipientName: payload.recipientName,
          delivery: pkg.delivery,
          ...shipToOf(payload),
          packageId: pkg.id,
          cardTypeId,
          customMessage,
          headerFontSize: font.fontSize,
          headerLineHeight: font.lineHeight,
          cardTemplateId: 1,
          giftCents,
          shippingCents,
          donationCents,
          totalCents,
          paypalOrderId,
          notifyWhenUsed: payload.notifyWhenUsed ?? true,
        },
        lines,
      );
      await deliveryApi(pkg.delivery).onCreate(tx, created.order, payload);
      return { ...created, stored: await alsoStore(tx, created.order.id) };
    });
  }

  return {
    async create(payload: OrderPayload, log: OrderingLog) {
      const prepared = await prepare(payload);
      const price = priceOrder(payload.lineItems, prepared.pkg);
      const send = ecardSend(payload);
      const giveBack = send ? await ecardSendLimit.take(send) : async () => {};

      let paypalOrderId: string;
      try {
        const paypalOrder = await paypal.createOrder({
          amount: centsToValue(price.totalCents),
          referenceId: prepared.orderIdentifier,
          description: 'Little Givers gift card',
          requestId: `lg-create-order-${prepared.orderIdentifier}`,
        });
        paypalOrderId = paypalOrder.id;
      } catch (error) {
        // A PayPalError is logged with PayPal's HTTP status and issue (lib/log-safe-error.ts).
        log.error({ err: error }, 'PayPal create failed');
        await giveBack();
        if (isProviderUnavailable(error)) throw new UnavailableError('payment provider', PROVIDER_UNREACHABLE);
        throw new HttpError(502, PROVIDER_UNREACHABLE);
      }
      const { order, lines } = await store(payload, prepared, price, paypalOrderId, async () => undefined);
      return { order, lines };
    },

    /**
     * A group's card (services/groups.ts): the order as `create` makes it, with nothing to pay yet
     * for the gift (its gift is the contributions' total, set when the group closes). A mailed
     * card's postage is its mail method's price, as `create` prices it, paid by the organizer now:
     * its PayPal order is made here (`postage`, given to `alsoStore` with the order's id). Nothing
     * is stored when PayPal cannot be reached. `alsoStore` runs in the order's transaction.
     */
    async createGroupCard<T>(
      payload: OrderPayload,
      alsoStore: (tx: Repositories, orderId: number, postage: GroupPostage | null) => Promise<T>,
      log: OrderingLog,
    ) {
      const prepared = await prepare(payload);
      const postageCents = deliveryMethod(prepared.pkg.delivery).needsAddress ? shippingPrice(prepared.pkg) : 0;
      const send = ecardSend(payload);
      if (send) await ecardSendLimit.take(send);
      let postage: GroupPostage | null = null;
      if (postageCents > 0) {
        try {
          const paypalOrder = await paypal.createOrder({
            amount: centsToValue(postageCents),
            referenceId: `${prepared.orderIdentifier}-POSTAGE`,
            description: 'Little Givers group card postage',
            requestId: `lg-create-postage-${prepared.orderIdentifier}`,
          });
          postage = { cents: postageCents, paypalOrderId: paypalOrder.id };
        } catch (error) {
          log.error({ err: error }, 'PayPal create failed');
          if (isProviderUnavailable(error)) throw new UnavailableError('payment provider', PROVIDER_UNREACHABLE);
          throw new HttpError(502, PROVIDER_UNREACHABLE);
        }
      }
      const nothingYet = { lines: [], giftCents: 0, shippingCents: postageCents, donationCents: 0, totalCents: 0 };
      return store(payload, prepared, nothingYet, null, (tx, orderId) => alsoStore(tx, orderId, postage));
    },
  };
}
export type OrderingService = ReturnType<typeof createOrderingService>;

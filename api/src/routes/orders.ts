/**
 * Orders: POST /Order computes every price on the server and creates the PayPal order;
 * POST /Order/{orderId}/paypalData captures it; POST /Order/{orderId}/skipPayment (not in
 * production) marks it paid without PayPal. Both paid paths issue the redemption code.
 */
import { FIXED_GREETING_FONT, greetingFontSize } from '@littlegivers/shared/greeting';
import { SUPPORT_DONATION_AMOUNT, toCents } from '@littlegivers/shared/money';
import { generateRedemptionCode } from '@littlegivers/shared/redemption-code';
import { apiErrorSchema, idParamSchema } from '@littlegivers/shared/schemas/common';
import { orderPayloadSchema, orderResponseSchema } from '@littlegivers/shared/schemas/order';
import { orderPaymentDataSchema, orderPaymentResultSchema } from '@littlegivers/shared/schemas/order-payment-data';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardTypes, orderLineItems, orders, packages } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { mailByDate } from '../mail/mail-by';
import { PayPalError } from '../paypal/client';
import { captureFor, centsToValue, markOrderPaid } from '../services/payments';

const errors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};
const orderIdParams = z.object({ orderId: idParamSchema });

function newOrderIdentifier(): string {
  return `LG-${generateRedemptionCode().slice(0, 10)}`;
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** The paid answer with the receipt's facts (the thank-you step shows them). */
  const paidAnswer = (order: typeof orders.$inferSelect) => ({
    status: 'paid' as const,
    orderIdentifier: order.orderIdentifier,
    total: order.totalCents / 100,
    mailBy: mailByDate(order.paidAt ?? new Date(), app.config.mail.cardMailBusinessDays),
  });

  app.post(
    '/Order',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Create an order (status prePaymentAuthorization) and its PayPal order for the server-computed total',
        body: orderPayloadSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const [pkg] = await db
        .select()
        .from(packages)
        .where(and(eq(packages.id, body.package), eq(packages.active, true)));
      if (!pkg) throw new HttpError(400, 'package: Please select a shipping method');

      const customMessage = (body.customMessage ?? '').trim();
      const custom = customMessage !== '';
      let cardTypeId: number;
      if (custom) {
        const rows = await db.select().from(cardTypes).where(eq(cardTypes.customText, true)).orderBy(asc(cardTypes.id));
        const chosen =
          rows.find((row) => row.id === body.cardType) ??
          rows.find((row) => row.publicFacingName === 'Custom Message') ??
          rows[0];
        if (!chosen) throw new HttpError(400, 'cardType: no custom greeting is configured');
        cardTypeId = chosen.id;
      } else {
        const [greeting] = await db
          .select()
          .from(cardTypes)
          .where(eq(cardTypes.id, body.cardType ?? 0));
        if (!greeting || greeting.customText) throw new HttpError(400, 'cardType: Please select a greeting');
        cardTypeId = greeting.id;
      }
      const font = custom ? greetingFontSize(customMessage) : FIXED_GREETING_FONT;

      const giftLine = body.lineItems.find((item) => item.lineItem === 'giftAmount');
      if (!giftLine || typeof giftLine.amount !== 'number')
        throw new HttpError(400, 'lineItems: a giftAmount line item is required');
      const giftCents = toCents(giftLine.amount);
      const donationCents = body.lineItems.some((item) => item.lineItem === 'donation')
        ? toCents(SUPPORT_DONATION_AMOUNT)
        : 0;
      const shippingCents = pkg.costCents;
      const totalCents = giftCents + shippingCents + donationCents;
      const orderIdentifier = newOrderIdentifier();

      let paypalOrderId: string;
      try {
        const paypalOrder = await app.paypal.createOrder({
          amount: centsToValue(totalCents),
          referenceId: orderIdentifier,
          description: 'Little Givers gift card',
          requestId: `lg-create-order-${orderIdentifier}`,
        });
        paypalOrderId = paypalOrder.id;
      } catch (error) {
        request.log.error(
          { err: error instanceof PayPalError ? { status: error.status, issue: error.issue } : error },
          'PayPal create failed',
        );
        throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
      }

      const created = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            orderIdentifier,
            status: 'prePaymentAuthorization',
            email: body.purchaseAccount.emailAddress,
            fromName: body.fromName,
            recipientName: body.recipientName,
            shippingFirstName: body.shippingFirstName,
            shippingLastName: body.shippingLastName,
            shippingAddress1: body.shippingAddress1,
            shippingAddress2: body.shippingAddress2 ?? null,
            shippingCity: body.shippingCity,
            shippingState: body.shippingState,
            shippingZip: body.shippingZip,
            shippingCountry: body.shippingCountry,
            packageId: pkg.id,
            cardTypeId,
            customMessage: custom ? customMessage : null,
            headerFontSize: font.fontSize,
            headerLineHeight: font.lineHeight,
            cardTemplateId: 1,
            giftCents,
            shippingCents,
            donationCents,
            totalCents,
            paypalOrderId,
            notifyWhenUsed: body.notifyWhenUsed ?? true,
          })
          .returning();
        if (!order) throw new Error('order not stored');
        const lines = [
          { orderId: order.id, lineItem: 'giftAmount' as const, amountCents: giftCents, note: null },
          { orderId: order.id, lineItem: 'shipping' as const, amountCents: shippingCents, note: pkg.publicFacingName },
          ...(donationCents
            ? [
                {
                  orderId: order.id,
                  lineItem: 'donation' as const,
                  amountCents: donationCents,
                  note: 'Support donation',
                },
              ]
            : []),
        ];
        await tx.insert(orderLineItems).values(lines);
        return { order, lines };
      });

      return {
        id: created.order.id,
        orderIdentifier,
        status: 'prePaymentAuthorization' as const,
        lineItems: created.lines.map((line) => ({
          lineItem: line.lineItem,
          amount: line.amountCents / 100,
          orderId: line.orderId,
          note: line.note,
        })),
        total: totalCents / 100,
        payPalOrderId: paypalOrderId,
      };
    },
  );

  app.post(
    '/Order/:orderId/paypalData',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Record the payment data and capture the approved PayPal order (idempotent)',
        params: orderIdParams,
        body: orderPaymentDataSchema,
        response: { 200: orderPaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new HttpError(404, 'Order not found');
      if (!order.paypalOrderId || request.body.payPalId !== order.paypalOrderId) {
        throw new HttpError(400, 'payPalId: does not belong to this order');
      }
      if (order.status !== 'paid') {
        const capture = await captureFor(app.payments, {
          kind: 'order',
          id: order.id,
          paypalOrderId: order.paypalOrderId,
          totalCents: order.totalCents,
        });
        await markOrderPaid(app.payments, order.id, {
          method: 'paypal',
          captureId: capture.id,
          paymentData: request.body,
        });
      }
      const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
      return { ...paidAnswer(paid ?? order), paymentMethod: paid?.paymentMethod ?? 'paypal' };
    },
  );

  app.post(
    '/Order/:orderId/skipPayment',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Non-production only: mark the order paid as skipped and issue its code (403 in production)',
        params: orderIdParams,
        response: { 200: orderPaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      if (app.config.appEnv === 'production') throw new HttpError(403, 'Skipping payment is not allowed in production');
      const [order] = await db.select().from(orders).where(eq(orders.id, request.params.orderId));
      if (!order) throw new HttpError(404, 'Order not found');
      await markOrderPaid(app.payments, order.id, { method: 'skipped' });
      const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
      return { ...paidAnswer(paid ?? order), paymentMethod: paid?.paymentMethod ?? 'skipped' };
    },
  );
};

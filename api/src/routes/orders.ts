/**
 * Orders: POST /Order (priced on the server, its PayPal order created: services/ordering.ts);
 * POST /Order/{orderId}/paypalData captures it; POST /Order/{orderId}/skipPayment (not in
 * production) marks it paid without PayPal (services/payments.ts). Both paid paths issue the code.
 */
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import { orderPayloadSchema, orderResponseSchema } from '@littlegivers/shared/contract/schemas/order';
import {
  orderPaymentDataSchema,
  orderPaymentResultSchema,
} from '@littlegivers/shared/contract/schemas/order-payment-data';
import { publicIdSchema } from '@littlegivers/shared/contract/schemas/public-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';

const errors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};
const orderIdParams = z.object({ orderId: publicIdSchema });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The browser knows an order by its public id only. */
  const internalOrderId = async (publicId: string) => {
    const order = await app.repositories.orders.findByPublicId(publicId);
    if (!order) throw new HttpError(404, 'Order not found');
    return order.id;
  };

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
      const { order, lines } = await app.ordering.create(request.body, request.log);
      return {
        id: order.publicId,
        orderIdentifier: order.orderIdentifier,
        status: 'prePaymentAuthorization' as const,
        lineItems: lines.map((line) => ({
          lineItem: line.lineItem,
          amount: line.amountCents / 100,
          orderId: order.publicId,
          note: line.note ?? null,
        })),
        total: order.totalCents / 100,
        payPalOrderId: order.paypalOrderId ?? '',
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
      return app.payments.payOrder(await internalOrderId(request.params.orderId), request.body);
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
      return app.payments.skipPayment(await internalOrderId(request.params.orderId));
    },
  );
};

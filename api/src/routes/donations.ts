/** Support donations: POST /donation creates it and its PayPal order; paypalData captures. */
import { toCents } from '@littlegivers/shared/contract/money';
import { apiErrorSchema, idParamSchema } from '@littlegivers/shared/contract/schemas/common';
import { donationRequestSchema, donationResponseSchema } from '@littlegivers/shared/contract/schemas/donation';
import {
  donationPaymentDataSchema,
  donationPaymentResultSchema,
} from '@littlegivers/shared/contract/schemas/donation-payment-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/donation',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['donations'],
        summary: 'Create a support donation and its PayPal order',
        body: donationRequestSchema,
        response: { 200: donationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { donation, paypalOrderId } = await app.payments.createDonation({
        amountCents: toCents(request.body.amount),
        message: (request.body.message ?? '').trim() || null,
      });
      return { id: donation.id, amount: donation.amountCents / 100, payPalOrderId: paypalOrderId };
    },
  );

  app.post(
    '/donation/:id/paypalData',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['donations'],
        summary: 'Record the payment data and capture the approved PayPal order (idempotent)',
        params: z.object({ id: idParamSchema }),
        body: donationPaymentDataSchema,
        response: { 200: donationPaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const donation = await app.payments.payDonation(request.params.id, request.body);
      return { id: donation.id, status: 'paid' as const };
    },
  );
};

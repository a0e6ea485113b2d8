/** Support donations: POST /donation creates it and its PayPal order; paypalData captures. */
import { toCents } from '@littlegivers/shared/money';
import { apiErrorSchema, idParamSchema } from '@littlegivers/shared/schemas/common';
import { donationRequestSchema, donationResponseSchema } from '@littlegivers/shared/schemas/donation';
import {
  donationPaymentDataSchema,
  donationPaymentResultSchema,
} from '@littlegivers/shared/schemas/donation-payment-data';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { donations } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { captureFor, centsToValue, markDonationPaid } from '../services/payments';

const errors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
      const amountCents = toCents(request.body.amount);
      const message = (request.body.message ?? '').trim() || null;
      const [donation] = await db
        .insert(donations)
        .values({ message, amountCents, status: 'prePaymentAuthorization' })
        .returning();
      if (!donation) throw new Error('donation not stored');
      let paypalOrderId: string;
      try {
        const paypalOrder = await app.paypal.createOrder({
          amount: centsToValue(amountCents),
          referenceId: `DONATION-${donation.id}`,
          description: 'Donation to Little Givers',
          requestId: `lg-create-donation-${donation.id}`,
        });
        paypalOrderId = paypalOrder.id;
      } catch {
        await db.delete(donations).where(eq(donations.id, donation.id));
        throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
      }
      await db.update(donations).set({ paypalOrderId }).where(eq(donations.id, donation.id));
      return { id: donation.id, amount: amountCents / 100, payPalOrderId: paypalOrderId };
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
      const [donation] = await db.select().from(donations).where(eq(donations.id, request.params.id));
      if (!donation) throw new HttpError(404, 'Donation not found');
      if (!donation.paypalOrderId || donation.paypalOrderId !== request.body.payPalId) {
        throw new HttpError(400, 'payPalId: does not belong to this donation');
      }
      if (donation.status !== 'paid') {
        const capture = await captureFor(app.payments, {
          kind: 'donation',
          id: donation.id,
          paypalOrderId: donation.paypalOrderId,
          totalCents: donation.amountCents,
        });
        await markDonationPaid(db, donation.id, {
          captureId: capture.id,
          paymentData: request.body,
          payerEmail: capture.payerEmail,
        });
      }
      return { id: donation.id, status: 'paid' as const };
    },
  );
};

/**
 * The provider states the browser apps' pacts name, set up on the running API through its own
 * routes and the local PayPal stand-in (as a buyer would), never by writing rows. Each returns the
 * values the pact injects into its request (`fromState` in shared/src/testing/pact/api-pact.ts):
 * ids and PayPal order ids are the API's own.
 */
import type { FastifyInstance } from 'fastify';
import { buyer } from '../helpers';

type StateValues = Record<string, string | number>;
export type ProviderStates = Record<string, (params?: Record<string, unknown>) => Promise<StateValues>>;

async function createDonation(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/donation', payload: { message: null, amount: 20 } });
  if (response.statusCode !== 200) throw new Error(`donation failed: ${response.statusCode} ${response.body}`);
  const donation = response.json() as { id: number; payPalOrderId: string };
  return { donationId: donation.id, payPalOrderId: donation.payPalOrderId };
}

export function providerStates(app: FastifyInstance): ProviderStates {
  return {
    'a donation the payer approved at PayPal': async () => {
      const donation = await createDonation(app);
      await buyer(app, donation.payPalOrderId, 'approve');
      return donation;
    },
    'a donation whose card PayPal declined': async () => {
      const donation = await createDonation(app);
      await buyer(app, donation.payPalOrderId, 'decline');
      return donation;
    },
    'a donation the payer has not approved at PayPal': () => createDonation(app),
  };
}

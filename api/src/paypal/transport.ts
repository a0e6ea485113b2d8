/**
 * Which transport the PayPal client uses: HTTPS to PayPal (sandbox, live), or in-process calls to
 * the local stand-in (fake). The API reaches the stand-in it serves itself (`injectTransport(app)`);
 * a process without the API (`ops reconcile`) serves it on a bare Fastify instance of its own
 * (`standaloneFake`): the stand-in keeps its state in the database, so both agree.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { fetchTransport, PAYPAL_API_BASE, PayPalClient, type PayPalTransport } from './client';
import { fakePayPalRoutes } from './fake';
import { inProcessHeaders } from './in-process';

/** The stand-in's REST endpoints (mounted at /paypal-fake) through `inject`. */
export function injectTransport(app: Pick<FastifyInstance, 'inject'>): PayPalTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({
      method,
      url: `/paypal-fake${path}`,
      headers: { ...headers, ...inProcessHeaders },
      ...(body === undefined ? {} : { payload: body }),
    });
    let parsed: unknown = null;
    try {
      parsed = response.body ? JSON.parse(response.body) : null;
    } catch {
      parsed = null;
    }
    const debugId = response.headers['paypal-debug-id'];
    return { status: response.statusCode, body: parsed, ...(typeof debugId === 'string' ? { debugId } : {}) };
  };
}

/** The stand-in alone, for processes that do not serve the API. */
export function standaloneFake(config: Config, db: Db): { transport: PayPalTransport; close: () => Promise<void> } {
  let app: Promise<FastifyInstance> | undefined;
  const started = () => {
    app ??= (async () => {
      const fake = Fastify({ logger: false });
      fake.decorate('config', config);
      fake.decorate('db', db);
      await fake.register(fakePayPalRoutes, { prefix: '/paypal-fake' });
      await fake.ready();
      return fake;
    })();
    return app;
  };
  const transport: PayPalTransport = async (request) => injectTransport(await started())(request);
  return { transport, close: async () => (app ? (await app).close() : undefined) };
}

/** The PayPal client of this configuration; `fake` gives the stand-in's transport when PAYPAL_MODE=fake. */
export function createPayPalClient(config: Config, fake: () => PayPalTransport): PayPalClient {
  const transport = config.paypal.mode === 'fake' ? fake() : fetchTransport(PAYPAL_API_BASE[config.paypal.mode]);
  return new PayPalClient(transport, config.paypal);
}

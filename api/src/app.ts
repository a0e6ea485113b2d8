/**
 * The API as a Fastify plugin tree: external plugins (security headers, CORS, rate limits,
 * compression, OpenAPI), then the app's own (services), then routes under /api. server.ts only
 * opens the database and starts it; tests build it with app.inject.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, STAFF_API_PATH } from '@littlegivers/shared/contract/schemas/staff';
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_PREFIX, apiRoot, type Config } from './config';
import type { Database } from './db/client';
import type { AltchaSettings } from './lib/altcha';
import { limitJsonDepth } from './lib/json-body';
import { serializeError } from './lib/log-safe-error';
import { serializeRequest } from './lib/log-safe-url';
import { noStoreOnWrites } from './lib/no-store';
import { redisOrLocalStore } from './lib/rate-limit-store';
import { httpRefusal } from './lib/refusal';
import { RETRY_AFTER_SECONDS, unavailableFrom } from './lib/unavailable';
import { validationMessage } from './lib/validation-message';
import { openApiOptions } from './openapi';
import { fakePayPalRoutes } from './paypal/fake';
import { isInProcessCall } from './paypal/in-process';
import { mailPlugin } from './plugins/mail';
import { servicesPlugin } from './plugins/services';
import { cardDownloadRoutes } from './routes/card-download';
import { contentRoutes } from './routes/content';
import { donationRoutes } from './routes/donations';
import { ecardRoutes } from './routes/ecard';
import { giftReminderRoutes } from './routes/gift-reminders';
import { groupRoutes } from './routes/groups';
import { impactRoutes } from './routes/impact';
import { orderRoutes } from './routes/orders';
import { purchaserSettingsRoutes } from './routes/purchaser-settings';
import { purchaserViewRoutes } from './routes/purchaser-view';
import { redemptionRoutes } from './routes/redemptions';
import { systemRoutes } from './routes/system';
import { webhookRoutes } from './routes/webhooks';
import { staffApi } from './staff/plugin';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  redis?: Redis;
  /** Test hook: a cheaper human check. */
  altcha?: Partial<AltchaSettings>;
  logger?: boolean;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Test hook: told of every route as it is added (the fuzz suite's inventory of what is served). */
  onRoute?: (route: RouteOptions) => void;
}

/** Log paths that may hold codes, payer or card details: never written. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["paypal-transmission-sig"]',
  'redemptionCode',
  'code',
  'captcha',
  'sessionId',
  'token',
  'payerEmail',
  'payerFirstName',
  'payeerFirstName',
  'payerLastName',
  'payerId',
  'email',
  '*.redemptionCode',
  '*.code',
  '*.captcha',
  '*.sessionId',
  '*.token',
  '*.payerEmail',
  '*.payerFirstName',
  '*.payeerFirstName',
  '*.payerLastName',
  '*.payerId',
  '*.email',
  '*.emailAddress',
  '*.payment_source',
  '*.payer',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: redactPaths, censor: '[redacted]' },
            // Database errors as query name and code only: their messages echo personal data;
            // request URLs without the download token of a card link.
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Paths keep the spec's casing; case-sensitive routing.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  limitJsonDepth(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const invalid = validationMessage(error);
    if (invalid !== undefined) return reply.code(400).send({ message: invalid });
    // A dependency down for a moment (PostgreSQL, Redis for a limit that must hold, PayPal): 503 with
    // Retry-After, never a 500; nothing was written and the request may be sent again.
    const unavailable = unavailableFrom(error);
    if (unavailable) {
      request.log.warn({ dependency: unavailable.dependency }, 'dependency unavailable: answered 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(503).send({ message: unavailable.message });
    }
    const refused = httpRefusal(error);
    if (refused) return reply.code(refused.status).send(refused.body);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error' });
    }
    if (status === 429)
      return reply.code(429).send({ message: 'Too many requests. Please wait a minute and try again.' });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(status).send({ message: 'body: a JSON body is required' });
    }
    return reply.code(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );

  // --- External plugins ---
  const paypalOrigins = [
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypalOrigins],
        // The docs page (swagger-ui) uses inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...paypalOrigins],
        connectSrc: ["'self'", ...config.appOrigins, ...paypalOrigins],
        frameSrc: ["'self'", ...paypalOrigins],
        frameAncestors: ["'self'", ...config.appOrigins],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        // Served over plain http locally and on some test hosts.
        upgradeInsecureRequests: null,
      },
    },
    // Images, the fake SDK script and the API are used from the apps' origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The staff API sends its session cookie cross-origin (credentials) with its CSRF header.
  const publicCors = {
    origin: config.appOrigins,
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['content-type', 'accept'],
    maxAge: 600,
  };
  const staffCors = {
    ...publicCors,
    // Credentialed, so the console's origin only: no other app may read a staff answer.
    origin: [config.staff.origin],
    credentials: true,
    allowedHeaders: ['content-type', 'accept', CSRF_HEADER],
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, (request.url ?? '').startsWith(STAFF_API_PATH) ? staffCors : publicCors),
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    nameSpace: `${config.rateLimitPrefix}:rl:`,
    // The API's own calls to the PayPal stand-in (and its webhook delivery) are not a visitor's.
    allowList: (request) => isInProcessCall(request),
    // Kept in Redis, shared by every process; while Redis is down each process counts alone
    // (lib/rate-limit-store.ts): these limits degrade, they never fail a request.
    ...(options.redis ? { store: redisOrLocalStore(options.redis, `${config.rateLimitPrefix}:rl:`, app.log) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, openApiOptions(config));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' https: 'unsafe-inline'",
  });
  await app.register(fastifyStatic, {
    root: path.join(apiRoot, 'assets'),
    prefix: '/assets/',
    maxAge: '1d',
    setHeaders: (res) => {
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  // --- The app's own plugins ---
  await app.register(servicesPlugin, {
    config,
    database: options.database,
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.altcha ? { altcha: options.altcha } : {}),
  });
  await app.register(mailPlugin); // receipts and notifications: outbox sender, /api/dev/mailbox

  // --- Routes ---
  await app.register(
    async (api) => {
      noStoreOnWrites(api);
      await api.register(systemRoutes);
      await api.register(contentRoutes);
      await api.register(orderRoutes);
      await api.register(donationRoutes);
      await api.register(redemptionRoutes);
      await api.register(cardDownloadRoutes);
      await api.register(purchaserViewRoutes);
      await api.register(ecardRoutes);
      await api.register(webhookRoutes);
      await api.register(impactRoutes);
      await api.register(giftReminderRoutes);
      await api.register(purchaserSettingsRoutes);
      await api.register(groupRoutes);
      await api.register(staffApi, { prefix: '/staff' }); // the staff console (staff/route-table.ts)
    },
    { prefix: API_PREFIX },
  );
  if (config.paypal.mode === 'fake') {
    if (config.appEnv === 'production') throw new Error('PAYPAL_MODE=fake is refused in production');
    await app.register(fakePayPalRoutes, { prefix: '/paypal-fake' });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // --- Reconciliation of approved, uncaptured payments ---
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.reconcileIntervalMs <= 0) return;
    timer = setInterval(() => {
      app.reconciliation
        .run({ batchSize: config.reconcileBatchSize })
        .catch((error) => app.log.warn({ err: error }, 'reconciliation failed'));
    }, config.reconcileIntervalMs);
    timer.unref();
  });
  // --- The daily after-gift run (reminders, the notice, backup gifts, the ledger): tried every
  // AFTER_GIFT_INTERVAL_MS by every process; its lease and its statements make it happen once. ---
  let afterGiftTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.afterGift.intervalMs <= 0) return;
    afterGiftTimer = setInterval(() => {
      app.afterGift.run(new Date()).catch((error) => app.log.warn({ err: error }, 'after-gift run failed'));
    }, config.afterGift.intervalMs);
    afterGiftTimer.unref();
  });
  // --- /impact keeps up with children's choices: every LEDGER_REFRESH_INTERVAL_MS, a rebuild when a
  // gift line was written since the last look. ---
  let ledgerTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.ledgerRefreshIntervalMs <= 0) return;
    ledgerTimer = setInterval(() => {
      app.ledger.keepCurrent().catch((error) => app.log.warn({ err: error }, 'ledger refresh failed'));
    }, config.ledgerRefreshIntervalMs);
    ledgerTimer.unref();
  });
  // --- Group cards close at 8:00 on their day in the organizer's zone: every GROUP_CLOSE_INTERVAL_MS
  // each process closes the ones due (each group leaves `open` once) and retries refunds still due. ---
  let groupTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.groupCloseIntervalMs <= 0) return;
    groupTimer = setInterval(() => {
      app.groups.closeDue(new Date()).catch((error) => app.log.warn({ err: error }, 'group close run failed'));
    }, config.groupCloseIntervalMs);
    groupTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (groupTimer) clearInterval(groupTimer);
    if (timer) clearInterval(timer);
    if (afterGiftTimer) clearInterval(afterGiftTimer);
    if (ledgerTimer) clearInterval(ledgerTimer);
  });

  return app;
}

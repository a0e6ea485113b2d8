/**
 * The API's public OpenAPI document (GET /api/openapi.json, the docs page /api/docs): its header
 * and tags, and how each route's zod schemas become its operation. Every operation gets an
 * `operationId` made from its method and path (`POST /api/Order/{orderId}/paypalData` is
 * `postOrderPaypalData`), so a generated client has stable names. Routes marked `hide` (the docs
 * page, the local mailbox, the PayPal stand-in) are left out. Spectral checks the document
 * (`pnpm lint`, api/.spectral.yaml).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';

/** The tags the routes use, in the docs page's order. */
export const openApiTags = [
  { name: 'system', description: 'Health and the human check (ALTCHA challenge)' },
  { name: 'content', description: 'Greetings, shipping methods, charities and their categories, FAQ, fun ideas' },
  { name: 'orders', description: 'Gift orders, their payment, and the print-at-home card' },
  { name: 'donations', description: 'Donations to Little Givers itself' },
  { name: 'payments', description: "PayPal's webhook" },
  { name: 'redemption', description: 'Redeeming a gift code: the session and the charities chosen' },
  { name: 'gift', description: "A gift's reminders: the purchaser's opt-out" },
  { name: 'groups', description: 'Group cards: start one, chip in through its share link, close or cancel it' },
  { name: 'impact', description: 'The public ledger: what children gave, by charity and period' },
  { name: 'staff', description: 'The staff console (a session cookie of a staff role; writes carry its CSRF token)' },
];

/** `getRedemptionOrganizations`, `postOrderPaypalData`: the method, then the path's fixed words. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !segment.startsWith(':') && !segment.startsWith('{'));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/** The zod transform, plus each operation's operationId. */
const transform: Transform = (input) => {
  const output = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = output.schema as Record<string, unknown> | undefined;
  if (schema && !schema.hide && !schema.operationId) {
    const method = [input.route.method].flat()[0] ?? 'get';
    schema.operationId = operationIdOf(String(method), input.url);
  }
  return output as ReturnType<Transform>;
};

export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Little Givers API',
        description:
          'The HTTP API of Little Givers: greetings, shipping, orders and payments, redemption of gift codes, content. Paths and casing follow the product spec.',
        version: '1.0.0',
        contact: { name: 'Little Givers', url: config.publicUrl },
      },
      servers: [{ url: config.publicUrl }],
      tags: openApiTags,
    },
    transform,
  };
}

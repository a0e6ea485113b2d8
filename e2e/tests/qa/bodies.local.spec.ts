/**
 * Oversize and malformed bodies on every write route: 400 (413 above the body limit), never 500,
 * and no order or donation stored. The check compares the whole tables' counts, so nothing else may
 * write beside it: it runs on the local stack, alone (`*.local.spec.ts`).
 */
import { expect, test } from '@playwright/test';
import { query } from '../../support/db';
import { appUrls } from '../../support/env';
import { orderPayload } from '../../support/orders';

const api = appUrls.api;

test.describe('oversize and malformed bodies: 400 (413 above the body limit), never 500, nothing stored', () => {
  const posts = [
    ['POST', '/Order'],
    ['POST', '/Order/00000000-0000-4000-8000-000000000000/paypalData'],
    ['POST', '/redemptionSession'],
    ['PUT', '/redemptionSession/00000000-0000-4000-8000-000000000000'],
    ['POST', '/donation'],
    ['POST', '/donation/1/paypalData'],
  ] as const;

  for (const [method, path] of posts) {
    test(`${method} ${path}`, async ({ request }) => {
      const [{ count: ordersBefore }] = (await query<{ count: string }>('select count(*) from orders')) as [
        { count: string },
      ];
      const [{ count: donationsBefore }] = (await query<{ count: string }>('select count(*) from donations')) as [
        { count: string },
      ];
      const send = (data: string) =>
        request.fetch(`${api}${path}`, { method, headers: { 'content-type': 'application/json' }, data });
      for (const body of ['{"broken":', '[]', 'null', '"text"', '{}', JSON.stringify({ amount: 'lots', message: 7 })]) {
        const response = await send(body);
        expect(response.status(), `${body} -> ${await response.text()}`).toBe(400);
        expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
      }
      const oversizeFields = await send(
        JSON.stringify({
          ...(await orderPayload(request)),
          recipientName: 'x'.repeat(5000),
          message: 'y'.repeat(5000),
          amount: 20,
          redemptionCode: 'z'.repeat(5000),
        }),
      );
      expect(oversizeFields.status()).toBe(400);
      // Above the body limit the API answers 413 as soon as it reads the length, and closes the
      // connection rather than read 3 MB: a client still writing then sees the socket closed.
      const huge = await send(JSON.stringify({ message: 'x'.repeat(3 * 1024 * 1024) })).then(
        (response) => response.status(),
        (error: Error) => {
          expect(error.message).toMatch(/EPIPE|ECONNRESET|socket hang up/);
          return 'closed before the body was read';
        },
      );
      expect([400, 413, 'closed before the body was read']).toContain(huge);
      expect(await query<{ count: string }>('select count(*) from orders')).toEqual([{ count: ordersBefore }]);
      expect(await query<{ count: string }>('select count(*) from donations')).toEqual([{ count: donationsBefore }]);
    });
  }
});

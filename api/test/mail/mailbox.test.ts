/** The embedded default: no SMTP_URL, messages land in the local mailbox (ops mail, /api/dev/mailbox). */
import { loadConfig } from '../../src/config';
import { buildTestApp, productionEnv, type TestApp } from '../helpers';
import { capturedPurchase, ops } from '../ops/ops-helpers';
import { pngSize } from './png';

const { SMTP_URL: _smtp, ...withoutSmtp } = productionEnv;

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

describe('local mailbox', () => {
  it('holds every message, readable with ops mail list / show and at /api/dev/mailbox', async () => {
    const { order, code } = await capturedPurchase(t.app, {
      purchaseAccount: { emailAddress: 'newcomer@example.com' },
    });
    const queued = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(queued.statusCode).toBe(200);
    expect(queued.body).toContain('pending');
    await t.app.mail.drain();

    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('newcomer@example.com');
    const subject = `Your Little Givers receipt for order ${order.orderIdentifier}`;
    expect(page.body).toContain(subject);
    const id = /href="\/api\/dev\/mailbox\/(\d+)"/.exec(page.body)?.[1];
    const message = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('$29.95');
    expect(message.body).not.toContain(code);
    // The card's picture: the mailbox draws it again from the message, the page points at it.
    expect(message.body).not.toContain('cid:');
    const picture = `/api/dev/mailbox/${id}/images/card.png`;
    expect(message.body).toContain(`src="${picture}"`);
    const png = await t.app.inject({ method: 'GET', url: picture });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const size = pngSize(png.rawPayload);
    expect(size.width * 5).toBe(size.height * 7);
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}/images/other.png` })).statusCode).toBe(
      404,
    );
    const text = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}/text` });
    expect(text.body).toContain(`Subject: ${subject}`);

    const list = await ops(t.database, ['mail', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('newcomer@example.com');
    expect(list.stdout).toContain('sent');
    expect(list.stdout).toContain('mailbox');
    const show = await ops(t.database, ['mail', 'show', String(id)]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Subject: ${subject}`);
    expect(show.stdout).toContain('$29.95');
    expect(show.stdout).toContain('no goods or services were provided in exchange');
    expect((await ops(t.database, ['mail', 'show', '999999'])).code).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/999999' })).statusCode).toBe(404);
  });
});

describe('production', () => {
  it('refuses to start without SMTP_URL', () => {
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL/);
    expect(loadConfig(productionEnv).mail.smtpUrl).toBe('smtp://mail.example.org:587');
  });

  it('serves no mailbox page', async () => {
    const production = await buildTestApp({
      env: { ...productionEnv, SMTP_URL: 'smtp://127.0.0.1:1' },
      database: t.database,
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox/1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

import { isCharityArt } from '@littlegivers/design';
import { cardTypeListSchema, selectableCardTypes } from '@littlegivers/shared/contract/schemas/card-type';
import { TAGLINE_MAX } from '@littlegivers/shared/contract/schemas/content-rows';
import { faqItemListSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { funIdeaListSchema } from '@littlegivers/shared/contract/schemas/fun-idea';
import { healthSchema } from '@littlegivers/shared/contract/schemas/health';
import { packageListSchema } from '@littlegivers/shared/contract/schemas/package';
import { redemptionCategoryListSchema } from '@littlegivers/shared/contract/schemas/redemption-category';
import { redemptionOrganizationListSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { seed } from '../src/db/seed';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('content routes', () => {
  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', env: 'local', paypalMode: 'fake' });
  });

  it('GET /api/cardtype lists greetings with placeholders and the two custom entries', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cardtype' });
    const cardTypes = cardTypeListSchema.parse(response.json());
    expect(cardTypes.some((c) => c.publicFacingName === 'Custom Message')).toBe(true);
    expect(cardTypes.some((c) => c.displayName === 'custom')).toBe(true);
    const selectable = selectableCardTypes(cardTypes);
    expect(selectable.length).toBeGreaterThanOrEqual(3);
    expect(selectable.every((c) => c.displayName !== 'custom' && c.publicFacingName !== 'Custom Message')).toBe(true);
    expect(selectable.some((c) => c.header.includes('{recipient_name}'))).toBe(true);
    expect(cardTypes.some((c) => `${c.header}${c.line1}`.includes('{purchaser_name}'))).toBe(true);
  });

  it('GET /api/package lists tracked and untracked mail methods with costs, then print at home at $0', async () => {
    const packages = packageListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/package' })).json());
    const mailed = packages.filter((p) => p.delivery === 'mail');
    expect(mailed.some((p) => p.tracked)).toBe(true);
    expect(mailed.some((p) => !p.tracked)).toBe(true);
    expect(mailed.every((p) => p.cost > 0 && p.description.length > 0)).toBe(true);
    expect(packages.filter((p) => p.delivery === 'print')).toEqual([
      expect.objectContaining({ cost: 0, tracked: false, description: expect.any(String) }),
    ]);
    expect(packages[0]?.delivery).toBe('mail');
  });

  it('GET /api/RedemptionOrganizationType gives the four categories by sortOrder with absolute image URLs', async () => {
    const categories = redemptionCategoryListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizationType' })).json(),
    );
    expect(categories.map((c) => c.id)).toEqual([2, 3, 4, 5]);
    expect(categories.map((c) => c.categoryName)).toEqual([
      'Protect Animals',
      'Help Children',
      'Promote Peace',
      'Save the Environment',
    ]);
    for (const category of categories) expect(category.imageUrl).toMatch(/^http:\/\/localhost:3100\/assets\/.+\.svg$/);
  });

  it('GET /api/RedemptionOrganizations has active and inactive sample charities in every category', async () => {
    const orgs = redemptionOrganizationListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json(),
    );
    for (const categoryId of [2, 3, 4, 5]) {
      const inCategory = orgs.filter((o) => o.organizationType.id === categoryId);
      expect(inCategory.some((o) => o.active)).toBe(true);
      expect(inCategory.some((o) => !o.active)).toBe(true);
    }
    for (const org of orgs) {
      expect(org.sample).toBe(true);
      // Each its own illustration of the design art set, and a one-line tagline.
      expect(isCharityArt(org.image)).toBe(true);
      expect(org.organizationImageUrl).toBeNull();
      expect(org.tagline?.length).toBeGreaterThan(10);
      expect(org.tagline?.length).toBeLessThanOrEqual(TAGLINE_MAX);
      expect(org.ein).toMatch(/^\d\d-\d{7}$/);
      expect(org.url).toMatch(/^https:\/\//);
    }
    expect(new Set(orgs.map((org) => org.image)).size).toBe(orgs.length);
  });

  it('image URLs follow PUBLIC_URL and the images are served', async () => {
    const other = await buildTestApp({ env: { PUBLIC_URL: 'https://api.example.test' } });
    try {
      const ideas = funIdeaListSchema.parse((await other.app.inject({ method: 'GET', url: '/api/FunIdeas' })).json());
      const withIcon = ideas.find((idea) => idea.iconUrl);
      expect(withIcon?.iconUrl).toMatch(/^https:\/\/api\.example\.test\/assets\/fun-ideas\/.+\.svg$/);
      const path = new URL(withIcon?.iconUrl ?? '').pathname;
      const image = await other.app.inject({ method: 'GET', url: path });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await other.close();
    }
  });

  it('GET /api/FAQ and /api/FunIdeas are sorted by sortOrder; FAQ answers are HTML', async () => {
    const faq = faqItemListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/FAQ' })).json());
    expect(faq.length).toBeGreaterThan(3);
    expect(faq.map((f) => f.sortOrder)).toEqual([...faq.map((f) => f.sortOrder)].sort((a, b) => a - b));
    expect(faq.every((f) => f.text.startsWith('<p>'))).toBe(true);
    const ideas = funIdeaListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/FunIdeas' })).json());
    expect(ideas.map((f) => f.sortOrder)).toEqual([...ideas.map((f) => f.sortOrder)].sort((a, b) => a - b));
  });

  it('seeding twice changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
    await seed(t.app.db);
    const after = (await t.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
    expect(after).toEqual(before);
  });

  it('paths keep the spec casing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/faq' })).statusCode).toBe(404);
    const notFound = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toHaveProperty('message');
  });
});

describe('documentation and hardening', () => {
  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/cardtype',
      '/api/package',
      '/api/Order',
      '/api/Order/{orderId}/paypalData',
      '/api/Order/{orderId}/skipPayment',
      '/api/redemptionSession',
      '/api/redemptionSession/{id}',
      '/api/RedemptionOrganizationType',
      '/api/RedemptionOrganizations',
      '/api/FAQ',
      '/api/FunIdeas',
      '/api/donation',
      '/api/donation/{id}/paypalData',
    ]) {
      expect(paths).toContain(path);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('allows the app origins through CORS and no other', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Order',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const denied = await t.app.inject({ method: 'GET', url: '/api/FAQ', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers with a CSP that allows PayPal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/FAQ' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://www.paypal.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bodies over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 5, message: 'x'.repeat(70_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
  });

  it('serves the fake PayPal SDK script cross-origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/paypal-fake/sdk/js?client-id=x&currency=USD' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('Pay with PayPal');
    expect(response.body).toContain('PayPal test checkout');
  });
});

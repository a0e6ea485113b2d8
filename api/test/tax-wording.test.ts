import { ORDER_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('what is tax-deductible, as the seeded FAQ answers it', () => {
  it('answers the tax question with the sentence every page and receipt shares (docs/adr/0011)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/FAQ' });
    const items = response.json() as { heading: string; text: string }[];
    const tax = items.find((item) => item.heading === 'Is my purchase tax-deductible?');
    expect(tax?.text).toContain(ORDER_TAX_SENTENCE);
    for (const item of items) expect(item.text).not.toMatch(/PayPal (sends|will send)/);
  });
});

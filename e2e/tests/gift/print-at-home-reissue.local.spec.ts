/**
 * Local only (`*.local.spec.ts`): `ops reissue` needs the stack of this machine (PostgreSQL). A
 * print-at-home card whose code is reissued: the old PDF link is dead.
 */
import { expect, test } from '@playwright/test';
import { ops } from '../../support/ops';
import { buyPrintAtHome, downloadCard } from './flow';

test.describe('print at home, reissued', () => {
  test('after `ops reissue` the old PDF link answers 404', async ({ page, request }) => {
    const bought = await buyPrintAtHome(page);
    await downloadCard(page, 'letter');
    const before = await request.get(bought.downloadUrl);
    expect(before.status()).toBe(200);

    await ops(['reissue', bought.orderIdentifier]);

    const after = await request.get(bought.downloadUrl);
    expect(after.status()).toBe(404);
    expect(await after.text()).not.toMatch(/%PDF/);
  });
});

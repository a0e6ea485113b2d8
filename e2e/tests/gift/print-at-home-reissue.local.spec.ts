/**
 * Local only (`*.local.spec.ts`): `ops reissue` needs the stack of this machine (PostgreSQL). A
 * print-at-home card whose code is reissued (a redeemed code cannot be, hence its own purchase):
 * the old PDF link answers 404, the new one carries a new code.
 */
import { expect, test } from '@playwright/test';
import { codeOnCard } from '../../support/card-pdf';
import { ops } from '../../support/ops';
import { buyPrintAtHome, downloadCard } from './flow';

test.describe('print at home, reissued', () => {
  test('after `ops reissue` the old PDF link answers 404 and the new link carries a new code', async ({
    page,
    request,
  }) => {
    const bought = await buyPrintAtHome(page);
    const oldCode = await codeOnCard(await downloadCard(page, 'letter'));

    const said = await ops(['reissue', bought.orderIdentifier]);
    expect(said).toContain('the old download link no longer work');
    const newLink = /https?:\/\/\S+\/cardDownload\/\S+/.exec(said)?.[0] as string;
    expect(newLink).toBeTruthy();

    const old = await request.get(bought.downloadUrl);
    expect(old.status()).toBe(404);
    expect(old.headers()['content-type']).not.toContain('application/pdf');

    const fresh = await request.get(newLink);
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['cache-control']).toBe('private, no-store');
    const newCode = await codeOnCard(new Uint8Array(await fresh.body()));
    expect(newCode).not.toBe(oldCode);
  });
});

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { appUrls } from '../../support/env';

interface FaqItem {
  heading: string;
  text: string;
  sortOrder: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const content = (page: Page) => page.locator('[data-remote-app="content-mfe"]');
const questions = (page: Page) => content(page).getByRole('listitem').getByRole('heading').getByRole('button');

test.describe('/faq', () => {
  test('lists the API questions by sortOrder; answers open and close from the keyboard', async ({ page, request }) => {
    const response = await request.get(`${appUrls.api}/FAQ`);
    expect(response.status()).toBe(200);
    const items = ((await response.json()) as FaqItem[]).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(items.length).toBeGreaterThan(0);

    await page.goto('/faq');
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('frequently asked questions');
    await expect(questions(page)).toHaveText(items.map((item) => new RegExp(`^${escapeRegExp(item.heading)}`)));

    const first = questions(page).first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    const answerText = (items[0]?.text ?? '').replace(/<[^>]+>/g, '').trim();
    await expect(panel).toContainText(answerText.slice(0, 40));
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeEmpty();

    await expectNoAxeViolations(page, '/faq');
  });

  for (const [name, fail] of [
    [
      'answers 500',
      (route: import('@playwright/test').Route) => route.fulfill({ status: 500, json: { message: 'x' } }),
    ],
    ['is unreachable', (route: import('@playwright/test').Route) => route.abort('connectionrefused')],
  ] as const) {
    test(`shows the built-in sample list, sorted, when GET /FAQ ${name}`, async ({ page }) => {
      await page.route(`${appUrls.api}/FAQ`, fail);
      await page.goto('/faq');
      await expect(questions(page)).toHaveText([
        /^How does the gift card work\?/,
        /^Is my purchase tax-deductible\?/,
        /^Does my child have to give any personal information\?/,
        /^How is the card sent\?/,
        /^What does the fee pay for\?/,
      ]);
    });
  }

  test('never runs a script or handler from an answer', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { pwned: string[] }).pwned = [];
    });
    await page.route(`${appUrls.api}/FAQ`, (route) =>
      route.fulfill({
        status: 200,
        json: [
          {
            id: 1,
            sortOrder: 1,
            heading: 'a tricky answer',
            text:
              '<p>safe text</p><script>window.pwned.push("script")</script>' +
              '<img src="nope.png" onerror="window.pwned.push(\'onerror\')">' +
              '<svg onload="window.pwned.push(\'svg\')"></svg>' +
              '<a href="javascript:window.pwned.push(\'href\')" onclick="window.pwned.push(\'click\')">click me</a>' +
              '<iframe srcdoc="<script>parent.pwned.push(\'iframe\')</script>"></iframe>' +
              '<details open ontoggle="window.pwned.push(\'toggle\')">x</details>',
          },
        ],
      }),
    );
    await page.goto('/faq');
    await questions(page).first().click();
    await expect(content(page).getByText('safe text')).toBeVisible();
    await content(page).getByText('click me').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { pwned: string[] }).pwned)).toEqual([]);
    expect(dialogs).toEqual([]);
    await expect(content(page).locator('script, iframe, [onerror], [onclick], [onload], [ontoggle]')).toHaveCount(0);
  });

  test('a link to a site page inside an answer navigates in place', async ({ page }) => {
    await page.route(`${appUrls.api}/FAQ`, (route) =>
      route.fulfill({
        status: 200,
        json: [
          { id: 1, sortOrder: 1, heading: 'where do kids go?', text: '<p>to the <a href="/kidspage">kidspage</a></p>' },
        ],
      }),
    );
    await page.goto('/faq');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await questions(page).first().click();
    await content(page).getByRole('link', { name: 'kidspage' }).click();
    await expect(page).toHaveURL(/\/kidspage$/);
    // No full page load: the marker set on the page is still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

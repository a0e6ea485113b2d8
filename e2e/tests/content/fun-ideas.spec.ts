import { expect, type Page, type Route, test } from '@playwright/test';
import { appUrls } from '../../support/env';

interface FunIdea {
  id: number;
  heading: string;
  text: string;
  iconUrl: string | null;
  sortOrder: number;
}

const cards = (page: Page) => page.locator('[data-remote-app="content-mfe"] ul > li');

test.describe('/fun-ideas', () => {
  test('shows the API ideas by sortOrder, with heading, text and image, in two columns', async ({ page, request }) => {
    const ideas = ((await (await request.get(`${appUrls.api}/FunIdeas`)).json()) as FunIdea[]).sort(
      (a, b) => a.sortOrder - b.sortOrder,
    );
    expect(ideas.length).toBeGreaterThan(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fun-ideas');
    await expect(cards(page).getByRole('heading')).toHaveText(ideas.map((idea) => idea.heading));
    for (const [index, idea] of ideas.entries()) {
      const card = cards(page).nth(index);
      await expect(card).toContainText(idea.text);
      const image = card.locator('img');
      if (idea.iconUrl) {
        await expect(image).toHaveAttribute('src', idea.iconUrl);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      } else {
        await expect(image).toHaveCount(0);
      }
    }
    const [a, b, c] = await Promise.all([0, 1, 2].map((index) => cards(page).nth(index).boundingBox()));
    expect(a && b && c).toBeTruthy();
    // Two columns: the first two cards side by side, the third below them.
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
    expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);
    expect(c?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + 10);
  });

  test('stacks the cards in one column on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/fun-ideas');
    await expect(cards(page).nth(1)).toBeVisible();
    const [a, b] = await Promise.all([0, 1].map((index) => cards(page).nth(index).boundingBox()));
    expect(Math.abs((a?.x ?? 0) - (b?.x ?? 1))).toBeLessThan(2);
    expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
  });

  for (const [name, fail] of [
    ['answers 500', (route: Route) => route.fulfill({ status: 500, json: { message: 'x' } })],
    ['is unreachable', (route: Route) => route.abort('connectionrefused')],
  ] as const) {
    test(`shows the built-in samples, sorted, when GET /FunIdeas ${name}`, async ({ page }) => {
      await page.route(`${appUrls.api}/FunIdeas`, fail);
      await page.goto('/fun-ideas');
      await expect(cards(page).getByRole('heading')).toHaveText([
        'Talk about causes you care about',
        'Learn about your charity',
        'Make a thank-you card',
        'Start a giving jar',
        'Give your time',
        'Pass it on',
      ]);
    });
  }
});

import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { appUrls } from '../../support/env';

interface Organization {
  active: boolean;
  organizationName: string;
  organizationDescription: string;
}

const content = (page: Page) => page.locator('[data-remote-app="content-mfe"]');
const activeRegion = (page: Page) => content(page).getByRole('region', { name: 'active charities', exact: true });
const inactiveRegion = (page: Page) => content(page).getByRole('region', { name: 'inactive charities', exact: true });

test.describe('/charities', () => {
  test('shows active charities as cards, then inactive ones by name only', async ({ page, request }) => {
    const organizations = (await (
      await request.get(`${appUrls.api}/RedemptionOrganizations`)
    ).json()) as Organization[];
    const byName = (a: Organization, b: Organization) => a.organizationName.localeCompare(b.organizationName);
    const active = organizations.filter((organization) => organization.active).sort(byName);
    const inactive = organizations.filter((organization) => !organization.active).sort(byName);
    expect(active.length).toBeGreaterThan(0);
    expect(inactive.length).toBeGreaterThan(0);

    await page.goto('/charities');
    await expect(activeRegion(page).getByRole('heading', { level: 3 })).toHaveText(
      active.map((organization) => organization.organizationName),
    );
    for (const [index, organization] of active.entries()) {
      await expect(activeRegion(page).getByRole('listitem').nth(index)).toContainText(
        organization.organizationDescription,
      );
    }
    await expect(inactiveRegion(page).getByRole('listitem')).toHaveText(
      inactive.map((organization) => organization.organizationName),
    );
    await expect(inactiveRegion(page)).not.toContainText(inactive[0]?.organizationDescription ?? '-');

    await expectNoAxeViolations(page, '/charities');
  });

  test('shows a loading view until the organizations arrive', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${appUrls.api}/RedemptionOrganizations`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/charities');
    await expect(content(page).getByRole('status')).toHaveText('loading charities');
    await expect(activeRegion(page)).toHaveCount(0);
    release();
    await expect(activeRegion(page)).toBeVisible();
    await expect(content(page).getByRole('status')).toHaveCount(0);
  });

  for (const [name, fail] of [
    ['answers 500', (route: Route) => route.fulfill({ status: 500, json: { message: 'x' } })],
    ['is unreachable', (route: Route) => route.abort('connectionrefused')],
  ] as const) {
    test(`shows the error view when GET /RedemptionOrganizations ${name}, and recovers on try again`, async ({
      page,
    }) => {
      await page.route(`${appUrls.api}/RedemptionOrganizations`, fail);
      await page.goto('/charities');
      await expect(content(page).getByRole('alert')).toHaveText(
        'something went wrong... please try again, or email us at hello@littlegivers.example if the issue continues',
      );
      await expect(activeRegion(page)).toHaveCount(0);

      await page.unroute(`${appUrls.api}/RedemptionOrganizations`);
      await content(page).getByRole('button', { name: 'try again' }).click();
      await expect(activeRegion(page).getByRole('listitem').first()).toBeVisible();
    });
  }
});

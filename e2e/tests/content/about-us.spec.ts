import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { useRuntimeConfig } from '../../support/runtime-config';

const content = (page: Page) => page.locator('[data-remote-app="content-mfe"]');

test.describe('/about-us', () => {
  test('shows the claims, four team bios, special thanks and the contact card', async ({ page }) => {
    await page.goto('/about-us');
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('about us');
    const mission = content(page).getByRole('region', { name: 'our mission' });
    await expect(mission).toContainText('qualified tax-exempt 501(c)(3) organization');
    await expect(mission).toContainText(
      'Your whole order, the gift and the fee, is tax-deductible: the receipt we email you is your tax acknowledgment.',
    );
    await expect(mission).toContainText('printing, mailing, the keepsake token, payment processing');
    await expect(mission).toContainText('Children never give us any personal information.');
    await expect(mission).toContainText('hand packed and sent from our home city in the United States');
    await expect(content(page).getByRole('region', { name: 'meet the team' }).getByRole('listitem')).toHaveCount(4);
    await expect(content(page).getByRole('region', { name: 'special thanks' })).toBeVisible();
    const contact = content(page).getByRole('region', { name: 'contact us' });
    await expect(contact.getByRole('link', { name: 'hello@littlegivers.example' })).toHaveAttribute(
      'href',
      'mailto:hello@littlegivers.example',
    );
    await expect(contact).toContainText('Little Givers is a qualified tax-exempt 501(c)(3) organization');

    await expectNoAxeViolations(page, '/about-us');
  });

  test('takes the EIN, contact email and product name from the runtime config', async ({ page }) => {
    await useRuntimeConfig(page, (config) => ({
      ...config,
      productName: 'Kind Kids',
      ein: '12-3456789',
      contactEmail: 'team@kindkids.example',
    }));
    await page.goto('/about-us');
    const contact = content(page).getByRole('region', { name: 'contact us' });
    await expect(contact.getByTestId('ein')).toHaveText('12-3456789');
    await expect(contact.getByRole('link', { name: 'team@kindkids.example' })).toBeVisible();
    await expect(contact).toContainText('Kind Kids is a qualified tax-exempt 501(c)(3) organization');
  });
});

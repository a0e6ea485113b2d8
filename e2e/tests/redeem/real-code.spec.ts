import { expect, test } from '@playwright/test';
import { enterCode, giftMessage, issueRealCode, openKidspage, redeem, stepTitle, WRONG_CODE } from './redeem';

test.describe('redeeming a real code', () => {
  test('a code from a real purchase goes through to congratulations, and is refused the second time', async ({
    page,
    request,
  }) => {
    const issued = await issueRealCode(request, 30);
    await openKidspage(page, '/redeem-now');
    // Typed the way a child might: small letters, spaces instead of hyphens.
    await enterCode(page, ` ${issued.code.toLowerCase().replace(/-/g, ' ')} `);
    await expect(giftMessage(page, issued.fromName, '30')).toBeVisible();
    await expect(stepTitle(page)).toHaveText(`hi ${issued.recipientName}! what would you like to help?`);

    await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to protect animals');
    // Named by its charity whichever face shows (aria-labelledby).
    const card = redeem(page).getByRole('listitem', { name: 'Paws Rescue League', exact: true });
    await card.getByRole('button', { name: /learn more/ }).click();
    await expect(card.getByText(/Rescues dogs and cats/)).toBeVisible();
    // The outside link asks for a grown-up first; cancel stays here.
    await card.getByRole('button', { name: 'Visit Paws Rescue League' }).click();
    const gate = page.getByRole('dialog', { name: 'ask a grown-up first' });
    await expect(gate.getByRole('link', { name: /continue to the website/ })).toHaveAttribute(
      'href',
      'https://example.org/paws',
    );
    await gate.getByRole('button', { name: 'cancel' }).click();
    await expect(gate).toBeHidden();

    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/redemptionSession\/[0-9a-f-]{36}$/.test(r.url()));
    await card.getByRole('button', { name: 'Donate to Paws Rescue League' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you would like to donate to Paws Rescue League?' });
    await dialog.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }).click();
    const body = (await put).postDataJSON() as { selection: unknown; sessionId: string };
    expect(body.selection).toEqual([{ redemptionOrgId: 1, amount: 30 }]);
    expect(body.sessionId).toBeTruthy();

    await expect(
      redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`),
    ).toBeVisible();
    await expect(redeem(page).getByText(/thank you for choosing Paws Rescue League/)).toBeVisible();
    await expect(redeem(page).getByRole('link', { name: /fun ideas/ })).toHaveAttribute('href', '/fun-ideas');

    // The same code again, after starting over with the site's navigation: refused, kindly, saying
    // the gift was already opened (not the unknown code's "try again").
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'kidspage', exact: true }).click();
    await expect(stepTitle(page)).toHaveText('you have a gift to give!');
    await enterCode(page, issued.code);
    const error = redeem(page).locator('.lg-field-error');
    await expect(error).toBeVisible();
    expect(await error.textContent()).toBe(
      "this gift has already been opened! if you didn't open it, ask the grown-up who gave it to you.",
    );
    await expect(redeem(page).getByLabel('your secret code')).toHaveAttribute('aria-invalid', 'true');
    // A code nobody was given keeps the spec's message.
    await enterCode(page, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await expect(error).toHaveText(WRONG_CODE);
  });
});

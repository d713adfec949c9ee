import { expect, storeAuthRecord, test } from '../fixtures/test';

test.use({ locale: 'en-US' });

test.describe('navbar (SPEC §2)', () => {
  test('desktop: brand, search form, icons, and the active tab from the URL', async ({ page }) => {
    await storeAuthRecord(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search/offers');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      nav.getByRole('searchbox').or(nav.getByRole('textbox', { name: 'Search text' })),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Offer search' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Creator search' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Report a bug' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('mobile: icon tabs without the search form or the bug-report button', async ({ page }) => {
    await storeAuthRecord(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/messenger');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Creator search', 'Offer search', 'Messages']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Report a bug' })).toHaveCount(0);
    await expect(nav.getByRole('textbox', { name: 'Search text' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('logged out: inline sign-in whose button waits for both fields', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const submit = nav.getByRole('button', { name: /sign in|log in/i });
    await expect(submit).toBeDisabled();
    await nav.getByLabel(/email or username/i).fill('ana');
    await expect(submit).toBeDisabled();
    await nav.getByLabel('Password', { exact: true }).fill('secret');
    await expect(submit).toBeEnabled();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
  });
});

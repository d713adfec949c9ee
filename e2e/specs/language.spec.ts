import { expect, test } from '../fixtures/test';

test.describe('language (SPEC §1)', () => {
  test.describe('a Croatian browser', () => {
    test.use({ locale: 'hr-HR' });

    test('sees the Croatian home page with the counters from public/data', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
      await expect(
        page.getByRole('heading', { name: 'Mjesto gdje se susreću kreatori i brendovi' }),
      ).toBeVisible();
      // Demo data: 60 creators are loaded on the first start; other specs may register more.
      await expect
        .poll(async () => Number(await page.getByTestId('counter-influencers').textContent()))
        .toBeGreaterThanOrEqual(60);
      await page.goto('/login');
      await expect(page).toHaveTitle('Spona - Prijava');
    });
  });

  test.describe('a Serbian or Bosnian browser', () => {
    test.use({ locale: 'sr-RS' });

    test('also gets Croatian', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    });
  });

  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('gets English, and the switcher changes the language for good', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Where creators and brands meet' })).toBeVisible();

      await page.getByRole('button', { name: /^HR/ }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
      await expect(
        page.getByRole('heading', { name: 'Mjesto gdje se susreću kreatori i brendovi' }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('hr');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
      await expect(
        page.getByRole('heading', { name: 'Mjesto gdje se susreću kreatori i brendovi' }),
      ).toBeVisible();
    });
  });
});

import { expect, storeAuthRecord, test } from '../fixtures/test';

test.use({ locale: 'en-US' });

test.describe('route guards (SPEC §2)', () => {
  test('anonymous users are sent from logged-in pages to the login page', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/user-settings',
      '/messenger',
      '/user-profile/offers',
      '/search/offers',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('anonymous users reach the logged-out and unguarded pages', async ({ page }) => {
    for (const path of ['/', '/login', '/reset-password', '/register', '/about', '/privacy']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}$`));
    }
  });

  test('signed-in users are sent from logged-out pages to the dashboard', async ({ page }) => {
    await storeAuthRecord(page);
    for (const path of ['/', '/login', '/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await page.goto('/user-settings');
    await expect(page).toHaveURL(/\/user-settings$/);
  });

  test('unknown routes go to the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the error page offers a help contact and a refresh button', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@spona.local' })).toHaveAttribute(
      'href',
      'mailto:support@spona.local',
    );
    await expect(page.getByText('Illustration: Spona team')).toBeVisible();
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reload;
    await expect(page).toHaveURL(/\/error$/);
  });
});

test.describe('page titles (SPEC §2)', () => {
  test('the product name alone, with login or register appended on those pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Spona');
    await page.goto('/login');
    await expect(page).toHaveTitle('Spona - Login');
    await page.goto('/register');
    await expect(page).toHaveTitle('Spona - Register');
    await page.goto('/about');
    await expect(page).toHaveTitle('Spona');
  });
});

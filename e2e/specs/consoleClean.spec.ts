import { expect, storeAuthRecord, test } from '../fixtures/test';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/about',
  '/support',
  '/privacy',
  '/not-found',
  '/error',
];
const PRIVATE_ROUTES = [
  '/dashboard',
  '/user-profile',
  '/user-profile/offers',
  '/user-settings',
  '/messenger',
  '/search/creators',
  '/search/offers',
  '/creator/1',
  '/advertiser/61',
];

for (const locale of ['hr-HR', 'en-US']) {
  test.describe(`no console errors in ${locale}`, () => {
    test.use({ locale });

    test('on every logged-out route', async ({ page }) => {
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
      }
    });

    test('on every logged-in route', async ({ page }) => {
      await storeAuthRecord(page);
      for (const path of PRIVATE_ROUTES) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
      }
    });
  });
}

import { expect, storeAuthRecord, test } from '../fixtures/test';

/** The demo advertiser of the seeded data (apps/api/src/db/seed/demo.ts). */
const BRAND = { username: 'brand', password: 'spona-demo-2026' };

test.use({ locale: 'hr-HR', viewport: { width: 1280, height: 900 } });

test.describe('search (SPEC §2, §3, §9; issue 5)', () => {
  test.beforeEach(async ({ page }) => {
    await storeAuthRecord(page, BRAND);
  });

  test('an advertiser searches creators by category, opens a profile and comes back', async ({ page }) => {
    await page.goto('/search/creators');
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga kreatora' })).toBeVisible();
    const cards = page.getByTestId('creator-card');
    await expect(cards.first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Kategorije' }).click();
    await page.getByRole('option', { name: 'Putovanja', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]categories=3(&|$)/);
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(page.getByTestId('search-total')).toContainText('rezultat');
    await expect(cards.first()).toContainText('Putovanja');
    await expect(cards.filter({ hasNotText: 'Putovanja' })).toHaveCount(0);

    const name = (await cards.first().getAttribute('aria-label')) ?? '';
    await cards.first().click();
    await expect(page).toHaveURL(/\/creator\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/[?&]categories=3(&|$)/);
    await expect(cards.first()).toHaveAttribute('aria-label', name);
  });

  test('a search without accents finds creators of Šibenik, and the link shows the same results', async ({
    page,
  }) => {
    // The demo data has creators of Šibenik but none of Čačak (apps/api/src/db/seed/people.ts is weighted).
    await page.goto('/search/creators');
    const searchbox = page.getByRole('searchbox', { name: 'Ime ili pojam' });
    await searchbox.fill('sibenik');
    await searchbox.press('Enter');
    await expect(page).toHaveURL(/[?&]query=sibenik(&|$)/);
    const cards = page.getByTestId('creator-card');
    await expect(cards.first()).toContainText('Šibenik');
    const name = (await cards.first().getAttribute('aria-label')) ?? '';

    await page.goto(page.url());
    await expect(searchbox).toHaveValue('sibenik');
    await expect(cards.first()).toHaveAttribute('aria-label', name);
  });

  test('a search without matches shows the empty state', async ({ page }) => {
    await page.goto('/search/creators?query=zzxxqqwwnothing&page=1');
    await expect(page.getByTestId('search-empty')).toContainText('Nema rezultata');
    await expect(page.getByRole('button', { name: 'Očisti filtre' })).toBeVisible();
  });

  test('the offers page filters by type and links to the owner', async ({ page }) => {
    await page.goto('/search/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga ponuda' })).toBeVisible();
    const results = page.getByTestId('offer-result');
    await expect(results.first()).toBeVisible();

    await page
      .getByRole('region', { name: 'Filtri' })
      .getByText('Ponude oglašivača', { exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]type=ADVERTISER_OFFER(&|$)/);
    await expect(results.first()).toContainText('Ponude oglašivača');
    await expect(results.filter({ hasText: 'Usluge influencera' })).toHaveCount(0);

    await results.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/advertiser\/\d+$/);
    await expect(page.getByTestId('public-profile')).toBeVisible();
  });

  test('load more appends the next page and the layout fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search/creators?page=1');
    const cards = page.getByTestId('creator-card');
    await expect(cards).toHaveCount(10);
    const first = await cards.first().getAttribute('aria-label');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Učitaj još' }).click();
    await expect(page).toHaveURL(/[?&]page=[2-9](&|$)/);
    await expect(cards.nth(10)).toBeVisible();
    await expect(cards.first()).toHaveAttribute('aria-label', first ?? '');
  });
});

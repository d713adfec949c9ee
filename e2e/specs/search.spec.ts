import type { Page } from '@playwright/test';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/** The demo advertiser of the seeded data (apps/api/src/db/seed/demo.ts). */
const BRAND = { username: 'brand', password: 'spona-demo-2026' };

test.use({ locale: 'hr-HR', viewport: { width: 1280, height: 900 } });

/** The names on the creator cards shown, in order. */
const readCardNames = (page: Page) =>
  page
    .getByTestId('creator-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-name')));

const readScrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The scroll position once a (smooth) scroll has come to rest. */
async function readSettledScrollY(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await readScrollY(page);
      const isSettled = y === last;
      last = y;
      return isSettled;
    })
    .toBe(true);
  return last;
}

/** Counts the creator searches the page sends from now on. */
function countCreatorSearches(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/search/influencers')) calls.push(request.url());
  });
  return calls;
}

test.describe('search (SPEC §2, §3, §9; issue 5)', () => {
  test.beforeEach(async ({ page }) => {
    await storeAuthRecord(page, BRAND);
  });

  test('an advertiser searches creators by category and city, opens a profile and comes back to the same place', async ({
    page,
  }) => {
    // Short enough that the three results scroll.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/search/creators');
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga kreatora' })).toBeVisible();
    const cards = page.getByTestId('creator-card');
    await expect(cards.first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Kategorije' }).click();
    await page.getByRole('option', { name: 'Putovanja', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]categories=3(&|$)/);
    const searchbox = page.getByRole('searchbox', { name: 'Ime ili pojam' });
    await searchbox.fill('zagreb');
    await searchbox.press('Enter');
    await expect(page).toHaveURL(/[?&]query=zagreb(&|$)/);
    await expect(page).toHaveURL(/[?&]categories=3(&|$)/);
    await expect(page.getByTestId('search-total')).toHaveText('3 rezultata');
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasNotText: 'Putovanja' })).toHaveCount(0);
    await expect(cards.filter({ hasNotText: 'Zagreb' })).toHaveCount(0);
    const names = await readCardNames(page);

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => readScrollY(page)).toBeGreaterThan(100);
    const scrollY = await readSettledScrollY(page);
    const searchUrl = page.url();
    await cards.last().click();
    await expect(page).toHaveURL(/\/creator\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: names[2] ?? '' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(cards).toHaveCount(3);
    expect(await readCardNames(page)).toEqual(names);
    await expect.poll(() => readScrollY(page)).toBe(scrollY);
    await expect(searchbox).toHaveValue('zagreb');
  });

  test('coming back from a profile brings back the pages infinite scroll loaded, at the same scroll position', async ({
    page,
  }) => {
    // 14 demo creators live in Zagreb: two pages of 10.
    await page.goto('/search/creators?query=zagreb&page=1');
    const cards = page.getByTestId('creator-card');
    await expect(cards).toHaveCount(10);

    await page.mouse.wheel(0, 5000);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(cards).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Učitaj još' })).toHaveCount(0);
    await cards.nth(11).evaluate((card) => card.scrollIntoView({ block: 'center' }));
    const scrollY = await readSettledScrollY(page);
    expect(scrollY).toBeGreaterThan(0);
    const names = await readCardNames(page);
    const searchUrl = page.url();

    const searches = countCreatorSearches(page);
    await cards.nth(11).click();
    await expect(page).toHaveURL(/\/creator\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: names[11] ?? '' })).toBeVisible();
    await page.goBack();

    await expect(page).toHaveURL(searchUrl);
    await expect(cards).toHaveCount(14);
    expect(await readCardNames(page)).toEqual(names);
    await expect.poll(() => readScrollY(page)).toBe(scrollY);
    await expect(cards.nth(11)).toBeInViewport();
    // The cached pages are re-attached, not searched again.
    expect(searches).toEqual([]);
  });

  test('coming back to the offer search from an advertiser or a creator page finds the same place', async ({
    page,
  }) => {
    // 15 featured demo offers: two pages of 10.
    await page.goto('/search/offers?featured=true&page=1');
    const results = page.getByTestId('offer-result');
    await expect(results).toHaveCount(10);
    // Offers are tall: scroll on until infinite scroll loads the second page.
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      await expect(page).toHaveURL(/[?&]page=2(&|$)/, { timeout: 1000 });
    }).toPass();
    await expect(results).toHaveCount(15);
    const readOfferNames = () => results.evaluateAll((items) => items.map((item) => item.textContent));
    const names = await readOfferNames();
    const searchUrl = page.url();

    for (const [ownerType, profilePath] of [
      ['Ponuda oglašivača', /\/advertiser\/\d+$/],
      ['Usluga influencera', /\/creator\/\d+$/],
    ] as const) {
      const result = results.filter({ hasText: ownerType }).last();
      await result.evaluate((item) => item.scrollIntoView({ block: 'center' }));
      const scrollY = await readSettledScrollY(page);
      await result.getByRole('link').first().click();
      await expect(page).toHaveURL(profilePath);
      await expect(page.getByTestId('public-profile')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(searchUrl);
      await expect(results).toHaveCount(15);
      expect(await readOfferNames()).toEqual(names);
      await expect.poll(() => readScrollY(page)).toBe(scrollY);
    }
  });

  test('going to the creator search from the dashboard after a search starts fresh', async ({ page }) => {
    await page.goto('/search/creators?query=zagreb&page=1');
    const cards = page.getByTestId('creator-card');
    await expect(cards).toHaveCount(10);
    await page.mouse.wheel(0, 5000);
    await expect(cards).toHaveCount(14);
    await expect.poll(() => readScrollY(page)).toBeGreaterThan(0);

    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await nav.getByRole('link', { name: 'Nadzorna ploča' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const search = page.waitForRequest((request) => request.url().includes('/api/v1/search/influencers'));
    await nav.getByRole('link', { name: 'Pretraga kreatora' }).click();
    await expect(page).toHaveURL(/\/search\/creators$/);
    await search;
    await expect(page.getByRole('searchbox', { name: 'Ime ili pojam' })).toHaveValue('');
    await expect(cards).toHaveCount(10);
    expect(await readScrollY(page)).toBe(0);

    // Back through the dashboard to the earlier search: its URL state, searched again from the top.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    const searchAgain = page.waitForRequest(
      (request) =>
        request.url().includes('/api/v1/search/influencers') && request.url().includes('text=zagreb'),
    );
    await page.goBack();
    await expect(page).toHaveURL(/[?&]query=zagreb(&|$)/);
    await searchAgain;
    await expect(cards).toHaveCount(14);
    expect(await readScrollY(page)).toBe(0);
  });

  test('switches from creators to offers with the navbar dropdown', async ({ page }) => {
    await page.goto('/dashboard');
    const navSearch = page.getByRole('search', { name: 'Pretraga', exact: true });
    const target = navSearch.getByRole('combobox', { name: 'Pretraži', exact: true });
    await expect(target).toHaveValue('creators');
    await navSearch.getByRole('searchbox', { name: 'Pojam za pretragu' }).fill('recenzija');
    await navSearch.getByRole('searchbox', { name: 'Pojam za pretragu' }).press('Enter');
    await expect(page).toHaveURL(/\/search\/creators\?query=recenzija&page=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga kreatora' })).toBeVisible();

    await target.selectOption('offers');
    await expect(page).toHaveURL(/\/search\/offers\?query=recenzija&page=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga ponuda' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Pojam', exact: true })).toHaveValue('recenzija');
    await expect(page.getByTestId('offer-result').first()).toContainText('Recenzija');
    await expect(target).toHaveValue('offers');
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
    const name = (await cards.first().getAttribute('data-name')) ?? '';

    await page.goto(page.url());
    await expect(searchbox).toHaveValue('sibenik');
    await expect(cards.first()).toHaveAttribute('data-name', name);
  });

  test('a misspelled city still finds its creators, and the page says what it searched for', async ({
    page,
  }) => {
    await page.goto('/search/creators?query=sibnik&page=1');
    await expect(page.getByTestId('creator-card').first()).toContainText('Šibenik');
    await expect(page.getByTestId('search-total')).toContainText('za „sibenik”');
  });

  test('shows only featured creators when asked, and keeps it in the URL', async ({ page }) => {
    await page.goto('/search/creators');
    const featured = page.getByRole('switch', { name: 'Samo istaknuti kreatori' });
    await featured.click();
    await expect(page).toHaveURL(/[?&]featured=true(&|$)/);
    await expect(featured).toBeChecked();
    const cards = page.getByTestId('creator-card');
    await expect(cards.first()).toContainText('Istaknuto');
    await expect(cards.filter({ hasNotText: 'Istaknuto' })).toHaveCount(0);
  });

  test('a search without matches shows the empty state', async ({ page }) => {
    await page.goto('/search/creators?query=zzxxqqwwnothing&page=1');
    await expect(page.getByTestId('search-empty')).toContainText('Nema rezultata');
    await page.getByRole('button', { name: 'Očisti filtre' }).click();
    await expect(page).toHaveURL(/\/search\/creators\?page=1$/);
    await expect(page.getByTestId('creator-card').first()).toBeVisible();
  });

  test('the offers page filters by type, category, country and featured, and links to the owner', async ({
    page,
  }) => {
    await page.goto('/search/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga ponuda' })).toBeVisible();
    const results = page.getByTestId('offer-result');
    await expect(results.first()).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filtri' });

    await filters.getByText('Ponude oglašivača', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]type=ADVERTISER_OFFER(&|$)/);
    await expect(results.first()).toContainText('Ponuda oglašivača');
    await expect(results.filter({ hasText: 'Usluga influencera' })).toHaveCount(0);

    await filters.getByRole('textbox', { name: 'Kategorije' }).click();
    await page.getByRole('option', { name: 'Ljepota', exact: true }).click();
    await page.keyboard.press('Escape');
    await filters.getByRole('textbox', { name: 'Država' }).click();
    await page.getByRole('option', { name: 'Hrvatska', exact: true }).click();
    await filters.getByRole('switch', { name: 'Samo istaknute ponude' }).click();
    await expect(page).toHaveURL(/[?&]categories=2(&|$)/);
    await expect(page).toHaveURL(/[?&]location=1(&|$)/);
    await expect(page).toHaveURL(/[?&]featured=true(&|$)/);
    await expect(page).toHaveURL(/[?&]type=ADVERTISER_OFFER(&|$)/);
    await expect(results.first()).toContainText('Ljepota');
    await expect(results.filter({ hasNotText: 'Ljepota' })).toHaveCount(0);

    // The link shows the same filters.
    await page.goto(page.url());
    await expect(filters.getByRole('switch', { name: 'Samo istaknute ponude' })).toBeChecked();
    await expect(results.first()).toContainText('Ljepota');

    await results.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/advertiser\/\d+$/);
    await expect(page.getByTestId('public-profile')).toBeVisible();
  });

  test('load more appends the next page and the layout fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search/creators?page=1');
    const cards = page.getByTestId('creator-card');
    await expect(cards).toHaveCount(10);
    const first = await cards.first().getAttribute('data-name');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Učitaj još' }).click();
    await expect(page).toHaveURL(/[?&]page=[2-9](&|$)/);
    await expect(cards.nth(10)).toBeVisible();
    await expect(cards.first()).toHaveAttribute('data-name', first ?? '');

    await page.goto('/search/offers');
    await expect(page.getByTestId('offer-result').first()).toBeVisible();
    const offersOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(offersOverflow).toBeLessThanOrEqual(0);
  });

  test('the results can be searched and opened with the keyboard', async ({ page }) => {
    await page.goto('/search/creators');
    const searchbox = page.getByRole('searchbox', { name: 'Ime ili pojam' });
    await searchbox.focus();
    await page.keyboard.type('zagreb');
    // The cards of the first answer may already name Zagreb: focus a card of the new answer only.
    const answered = page.waitForResponse(
      (response) => response.url().includes('/search/influencers') && response.url().includes('text=zagreb'),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]query=zagreb(&|$)/);
    await answered;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const first = page.getByTestId('creator-card').first();
    await expect(first).toContainText('Zagreb');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/creator\/\d+$/);
  });
});

test.describe('search for anonymous visitors (SPEC §2, §6)', () => {
  test('an anonymous visitor gets the sign-in dialog', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const searches = countCreatorSearches(page);
    // SPEC §2: /search/creators/** has no guard; /search/creators and /search/offers send to login.
    await page.goto('/search/creators/putovanja?query=zagreb');
    const dialog = page.getByRole('dialog', { name: 'Prijavite se za pretragu' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('h1', { hasText: 'Pretraga kreatora' })).toBeAttached();
    await expect(dialog.getByRole('link', { name: 'Registracija' })).toHaveAttribute('href', '/register');
    await expect(dialog.getByRole('link', { name: 'Prijava' })).toBeFocused();
    // Escape does not dismiss the wall.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(searches).toEqual([]);

    await dialog.getByRole('link', { name: 'Prijava' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prijava' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The guarded search pages send to login, where the same dialog says why; 'Prijava' shows the form.
    await page.goto('/search/offers?query=kava');
    await expect(page).toHaveURL(/\/login$/);
    const wall = page.getByRole('dialog', { name: 'Prijavite se za pretragu' });
    await expect(wall).toBeVisible();
    await wall.getByRole('button', { name: 'Prijava' }).click();
    await expect(wall).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Prijava' })).toBeVisible();
  });
});

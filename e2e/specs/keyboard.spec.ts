import type { Locator, Page } from '@playwright/test';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 18: the main flows by keyboard alone. After every step the focus must be on something of the
 * page (never dropped to <body>), and the focused control must show a ring.
 */

/** The demo advertiser of the seeded data (apps/api/src/db/seed/demo.ts). */
const BRAND = { username: 'brand', password: 'spona-demo-2026' };

test.use({ locale: 'hr-HR', viewport: { width: 1280, height: 900 } });

/** What has the focus: its tag, name, test id and href; `isBody` when the focus was lost. */
function readFocus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      isBody: !active || active === document.body,
      tag: active?.tagName.toLowerCase() ?? '',
      id: active?.id ?? '',
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      testId: active?.getAttribute('data-testid') ?? '',
      href: active?.getAttribute('href') ?? '',
      expanded: active?.getAttribute('aria-expanded') ?? '',
    };
  });
}

/** Fails when the focus is on <body>. */
async function expectFocusKept(page: Page, step: string) {
  await expect
    .poll(async () => (await readFocus(page)).isBody, { message: `focus lost: ${step}` })
    .toBe(false);
}

/** Presses a key and checks the focus stayed on the page. */
async function press(page: Page, key: string, step: string) {
  await page.keyboard.press(key);
  await expectFocusKept(page, step);
}

/** Presses Tab until `target` has the focus (at most `limit` times), checking the focus at each stop. */
async function tabTo(page: Page, target: Locator, step: string, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await press(page, 'Tab', `${step} (Tab ${i + 1})`);
  }
  await expect(target, `${step}: reached by Tab`).toBeFocused();
}

/** Whether the focused element shows a ring: an outline of at least 2 px, or a box shadow. */
function hasVisibleFocusRing(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return false;
    const style = getComputedStyle(active);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return hasOutline || style.boxShadow !== 'none';
  });
}

async function expectFocusRing(page: Page, step: string) {
  expect(await hasVisibleFocusRing(page), `focus ring visible: ${step}`).toBe(true);
}

test.describe('keyboard alone (issue 18)', () => {
  test.beforeEach(async ({ page }) => {
    await storeAuthRecord(page, BRAND);
  });

  test('skip link, search with filters and sliders, a creator card by Enter and back to it', async ({
    page,
  }) => {
    await page.goto('/search/creators');
    await expect(page.getByRole('heading', { level: 1, name: 'Pretraga kreatora' })).toBeVisible();
    const cards = page.getByTestId('creator-card');
    await expect(cards.first()).toBeVisible();

    // The first Tab stop is the skip link; Enter moves the focus to <main>, past the navbar.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Preskoči na sadržaj' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await expectFocusRing(page, 'skip link');
    await press(page, 'Enter', 'skip link');
    expect((await readFocus(page)).id).toBe('main-content');

    // Search by text: Enter searches and the focus stays in the field, which shows a ring.
    const searchbox = page.getByRole('searchbox', { name: 'Ime ili pojam' });
    await tabTo(page, searchbox, 'search text');
    await expectFocusRing(page, 'search text');
    await page.keyboard.type('zagreb');
    await press(page, 'Enter', 'search by Enter');
    await expect(page).toHaveURL(/[?&]query=zagreb(&|$)/);
    await expect(searchbox).toBeFocused();

    // The follower range by keys: every press changes the search, the thumb keeps the focus.
    const followersFrom = page.getByRole('slider', { name: 'Pratitelji: od' });
    await tabTo(page, followersFrom, 'followers slider');
    await expectFocusRing(page, 'followers slider');
    await press(page, 'ArrowRight', 'slider ArrowRight');
    await press(page, 'ArrowRight', 'slider ArrowRight again');
    await expect(followersFrom).toBeFocused();
    await expect(followersFrom).toHaveAttribute('aria-valuenow', '2000');
    await expect(page).toHaveURL(/[?&]followers=2000/);
    await press(page, 'PageUp', 'slider PageUp');
    await expect(followersFrom).toHaveAttribute('aria-valuenow', '32000');
    await press(page, 'Home', 'slider Home');
    await expect(followersFrom).toHaveAttribute('aria-valuenow', '0');
    await expect(followersFrom).toBeFocused();
    const followersTo = page.getByRole('slider', { name: 'Pratitelji: do' });
    await press(page, 'Tab', 'to the upper thumb');
    await expect(followersTo).toBeFocused();
    await press(page, 'PageDown', 'upper thumb PageDown');
    await press(page, 'End', 'upper thumb End');
    await expect(followersTo).toHaveAttribute('aria-valuenow', '300000');
    await expect(followersTo).toBeFocused();

    // A creator card: reached by Tab with a ring, opened by Enter; back gives it the focus again.
    await expect(cards.first()).toBeVisible();
    const card = cards.first();
    const cardHref = await card.getAttribute('href');
    await tabTo(page, card, 'first creator card');
    await expectFocusRing(page, 'creator card');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${cardHref}$`));
    await expectFocusKept(page, 'creator page opened');
    await page.goBack();
    await expect(cards.first()).toBeVisible();
    await expect.poll(async () => (await readFocus(page)).href).toBe(cardHref);
  });

  test('the arrange and bug-report dialogs give the focus back to the button that opened them', async ({
    page,
  }) => {
    // A demo creator with services, to whom the brand may send a request.
    await page.goto('/search/creators?query=ana&page=1');
    const card = page.locator('[data-testid="creator-card"][data-name="Ana Kovačević"]');
    await expect(card).toBeVisible();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/creator\/\d+$/);

    // The arrange dialog: the × comes before the footer buttons; Escape closes it onto its button.
    const sendMessage = page.getByRole('button', { name: 'Pošalji poruku' });
    await tabTo(page, sendMessage, 'send message');
    await expectFocusRing(page, 'send message');
    await press(page, 'Enter', 'open the arrange dialog');
    const arrange = page.getByRole('dialog');
    await expect(arrange).toBeVisible();
    const order = await arrange.evaluate((dialog) =>
      Array.from(dialog.querySelectorAll<HTMLElement>('button, input, textarea, [href]'))
        .filter((element) => element.tabIndex >= 0)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
    );
    expect(order[0]).toBe('Zatvori prozor');
    await press(page, 'Escape', 'close the arrange dialog');
    await expect(arrange).toBeHidden();
    await expect(sendMessage).toBeFocused();

    // The bug report, from the navbar.
    const bugReport = page.getByRole('button', { name: 'Prijavi grešku' });
    await bugReport.focus();
    await press(page, 'Enter', 'open the bug report');
    const report = page.getByRole('dialog', { name: 'Prijavi grešku' });
    await expect(report).toBeVisible();
    await press(page, 'Tab', 'Tab inside the bug report');
    await press(page, 'Escape', 'close the bug report');
    await expect(report).toBeHidden();
    await expect(bugReport).toBeFocused();

    // The user menu says whether it is open, and Escape gives the focus back to its button.
    const userMenu = page.getByRole('button', { name: 'Otvori korisnički izbornik' });
    await expect(userMenu).toHaveAttribute('aria-expanded', 'false');
    await userMenu.focus();
    await press(page, 'Enter', 'open the user menu');
    await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Escape', 'close the user menu');
    await expect(userMenu).toHaveAttribute('aria-expanded', 'false');
    await expect(userMenu).toBeFocused();
  });
});

// Logged out: a signed-in user's switch is saved as their preferred language, which other specs read.
test.describe('the language switch by keyboard (issue 18)', () => {
  test('keeps the focus on the pressed button while the page changes language', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    // The page is hidden for a moment while the language changes (SPEC §4); the button keeps the focus.
    const english = page.getByRole('button', { name: /^EN/ });
    await english.focus();
    await press(page, 'Enter', 'switch to English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(english).toBeFocused();
    await expectFocusRing(page, 'language button');
  });
});

test.describe('a 360 px phone with the consent banner (issue 18)', () => {
  test.use({ consent: 'none', viewport: { width: 360, height: 640 }, hasTouch: true });

  test('accepting the banner keeps the focus on the page, and it never covers a focused control', async ({
    page,
  }) => {
    await storeAuthRecord(page, BRAND, { acceptConsent: false });
    await page.goto('/search/creators');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const bannerHeight = await banner.evaluate((element) => element.getBoundingClientRect().height);
    await expect
      .poll(() =>
        page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom)),
      )
      .toBeGreaterThanOrEqual(bannerHeight);

    // Issue 19: on a phone the filters are folded behind their button.
    const perPage = page.getByRole('textbox', { name: 'Rezultata po stranici' });
    await expect(perPage).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filtri' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    // The last filter, below the fold on a phone, is scrolled clear of the banner when it takes the focus.
    await perPage.focus();
    await expectFocusRing(page, 'per-page filter');
    const box = await perPage.boundingBox();
    expect(box).not.toBeNull();
    const top = await banner.evaluate((element) => element.getBoundingClientRect().top);
    expect(box!.y + box!.height).toBeLessThanOrEqual(top);

    const accept = banner.getByRole('button');
    await accept.focus();
    await press(page, 'Enter', 'accept the consent');
    await expect(banner).toBeHidden();
    expect((await readFocus(page)).id).toBe('main-content');
  });
});
